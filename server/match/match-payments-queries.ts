import type { Kysely } from 'kysely';
import type { Database, MatchPaymentsTable } from '../db/schema.js';

/** What a seeker paid for a match: what a pay-back gives again. */
export type MatchPaid = Pick<MatchPaymentsTable, 'uid' | 'kind' | 'price' | 'ticket'>;

/** Records how match call `roomId` was paid, so any node can pay it back. */
export async function recordMatchPayment(db: Kysely<Database>, roomId: number, paid: MatchPaid): Promise<void> {
  await db.insertInto('match_payments').values({ room_id: roomId, ...paid, refunded_at: null }).execute();
}

/** Marks match call `roomId`'s payment refunded and answers it; null when it was free or already refunded (one caller wins). */
export async function takeMatchPaymentBack(db: Kysely<Database>, roomId: number, now: number): Promise<MatchPaid | null> {
  const row = await db
    .updateTable('match_payments')
    .set({ refunded_at: now })
    .where('room_id', '=', roomId)
    .where('refunded_at', 'is', null)
    .returning(['uid', 'kind', 'price', 'ticket'])
    .executeTakeFirst();
  return row ?? null;
}
