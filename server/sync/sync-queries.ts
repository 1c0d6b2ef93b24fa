import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { syncDb } from './sync-tables.js';

/** Remembers the furthest cursor `uid`'s devices stored; an older one (a slow device, a retry) never moves it back. */
export async function recordSyncAck(db: Kysely<Database>, ack: { readonly uid: number; readonly mtime: number; readonly id: number; readonly now: number }): Promise<void> {
  await syncDb(db)
    .insertInto('sync_acks')
    .values({ uid: ack.uid, last_sync_mtime: ack.mtime, last_sync_id: ack.id, acked_at: ack.now })
    .onConflict((conflict) =>
      conflict
        .column('uid')
        .doUpdateSet((eb) => ({ last_sync_mtime: eb.ref('excluded.last_sync_mtime'), last_sync_id: eb.ref('excluded.last_sync_id'), acked_at: eb.ref('excluded.acked_at') }))
        .where(sql<boolean>`(sync_acks.last_sync_mtime, sync_acks.last_sync_id) < (excluded.last_sync_mtime, excluded.last_sync_id)`),
    )
    .execute();
}
