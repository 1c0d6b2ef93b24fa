import { liveWatchAnswerContract } from '../../src/application/contracts/live/watch-answer.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { LiveDeps } from './live-deps.js';
import { isInside, LIVE_REFUSAL, openRoom } from './live-rooms.js';

export const LIVE_NO_SUBSCRIPTION = 'Watch the live first';

/**
 * /live/watch-answer: the viewer's answer to the SFU's offer; the stream starts with a key
 * frame. Checked again (a kick between the offer and the answer must not let media through).
 */
export const liveWatchAnswerEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveWatchAnswerContract, { auth: 'required' }, async (payload, caller) => {
    const found = await openRoom(deps, payload.live_id);
    if (!found.ok) return found.reply;
    if (!(await isInside(deps, found.room, caller.uid))) return refuse(RESULT_ERROR, LIVE_REFUSAL.notInside);
    const answered = await deps.media.answerView(String(payload.live_id), String(caller.uid), payload.sdp).then(() => true, () => false);
    return answered ? { ok: RESULT_SUCCESS } : refuse(RESULT_ERROR, LIVE_NO_SUBSCRIPTION);
  });
