import type { Kysely } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';
import type { CheckedFeedback } from '../../src/domain/social/feedback.js';

/** Stores one feedback; returns its id. */
export async function saveFeedback(db: Kysely<Database>, uid: number, feedback: CheckedFeedback, photos: readonly JsonValue[], now: number): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({ uid, rating: feedback.rating, type: feedback.type, text: feedback.text, photos: JSON.stringify(photos), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The newest feedback first, at most `limit`. */
export async function latestFeedback(db: Kysely<Database>, limit: number) {
  return db.selectFrom('feedback').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
