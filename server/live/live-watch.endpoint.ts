import { liveWatchContract } from '../../src/application/contracts/live/watch.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { HostNodeGone } from './host-node-client.js';
import type { LiveDeps } from './live-deps.js';
import { isInside, LIVE_REFUSAL, openRoom } from './live-rooms.js';

/**
 * /live/watch: a viewer inside the room subscribes to the host's stream; the SFU's offer comes
 * back — from the node holding the host's media when that is another one (ADR 0022), and a
 * clear refusal when that node is gone.
 */
export const liveWatchEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveWatchContract, { auth: 'required' }, async (payload, caller) => {
    const found = await openRoom(deps, payload.live_id);
    if (!found.ok) return found.reply;
    if (!(await isInside(deps, found.room, caller.uid))) return refuse(RESULT_ERROR, LIVE_REFUSAL.notInside);
    try {
      return { ok: RESULT_SUCCESS, data: { sdp: await deps.media.view(String(payload.live_id), String(caller.uid)) } };
    } catch (error) {
      if (error instanceof HostNodeGone) return refuse(RESULT_ERROR, LIVE_REFUSAL.hostGone);
      throw error;
    }
  });
