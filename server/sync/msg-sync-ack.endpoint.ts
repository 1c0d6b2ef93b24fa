import { msgSyncAckContract } from '../../src/application/contracts/msg/sync-ack.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { recordSyncAck } from './sync-queries.js';

/**
 * /msg/sync-ack (000 §7): remembers the furthest cursor the user's devices stored. An
 * older ack (a slow device, a retry) never moves it back.
 */
export const msgSyncAckEndpoint = ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(msgSyncAckContract, { auth: 'required' }, async (payload, caller) => {
    await recordSyncAck(db, { uid: caller.uid, mtime: payload.last_sync_mtime, id: payload.last_sync_id ?? 0, now: clock.now() });
    return { ok: RESULT_SUCCESS };
  });
