import { liveEndContract } from '../../src/application/contracts/live/end.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { endLive } from './end-live.js';
import type { LiveDeps } from './live-deps.js';
import { findRoom } from './live-queries.js';
import { LIVE_REFUSAL } from './live-rooms.js';

/** /live/end: the host ends its live and gets the live-end page's figures. Ending twice answers the same figures. */
export const liveEndEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveEndContract, { auth: 'required' }, async (payload, caller) => {
    const room = await findRoom(deps.db, payload.live_id);
    if (room === undefined) return refuse(RESULT_ERROR, LIVE_REFUSAL.ended);
    if (room.host_uid !== caller.uid) return refuse(RESULT_ERROR, LIVE_REFUSAL.notHost);
    const summary = await endLive(deps, room.id);
    return summary === undefined ? refuse(RESULT_ERROR, LIVE_REFUSAL.ended) : { ok: RESULT_SUCCESS, data: summary };
  });
