import { livePublishContract } from '../../src/application/contracts/live/publish.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { LiveDeps } from './live-deps.js';
import { LIVE_REFUSAL, openRoom } from './live-rooms.js';

/** /live/publish: the host's offer; the SFU answers. Sent again after the host's network came back. */
export const livePublishEndpoint = (deps: LiveDeps) =>
  defineEndpoint(livePublishContract, { auth: 'required' }, async (payload, caller) => {
    const found = await openRoom(deps, payload.live_id);
    if (!found.ok) return found.reply;
    if (found.room.host_uid !== caller.uid) return refuse(RESULT_ERROR, LIVE_REFUSAL.notHost);
    return { ok: RESULT_SUCCESS, data: { sdp: await deps.media.publish(String(payload.live_id), payload.sdp) } };
  });
