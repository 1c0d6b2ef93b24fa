import { sql } from 'kysely';
import { msgSyncAckContract } from '../../src/application/contracts/msg/sync-ack.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { syncDb } from './sync-tables.js';

/**
 * /msg/sync-ack (000 §7): remembers the furthest cursor the user's devices stored. An
 * older ack (a slow device, a retry) never moves it back.
 */
export const msgSyncAckCall = defineCall(msgSyncAckContract, { auth: 'required' }, async (ctx, payload, caller) => {
  const mtime = payload.last_sync_mtime;
  const id = payload.last_sync_id ?? 0;
  await syncDb(ctx.db)
    .insertInto('sync_acks')
    .values({ uid: caller.uid, last_sync_mtime: mtime, last_sync_id: id, acked_at: ctx.clock.now() })
    .onConflict((conflict) =>
      conflict
        .column('uid')
        .doUpdateSet((eb) => ({ last_sync_mtime: eb.ref('excluded.last_sync_mtime'), last_sync_id: eb.ref('excluded.last_sync_id'), acked_at: eb.ref('excluded.acked_at') }))
        .where(sql<boolean>`(sync_acks.last_sync_mtime, sync_acks.last_sync_id) < (excluded.last_sync_mtime, excluded.last_sync_id)`),
    )
    .execute();
  return { ok: RESULT_SUCCESS };
});
