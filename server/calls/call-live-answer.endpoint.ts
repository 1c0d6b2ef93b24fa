import { callLiveAnswerContract } from '../../src/application/contracts/call/live-answer.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { replyOf } from './call-reply.js';

/** /call/live-answer: the callee picks up a call that came from a live room. */
export const callLiveAnswerEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callLiveAnswerContract, { auth: 'required' }, async (payload, caller) =>
    replyOf(await calls.answer(caller.uid, payload.room_id, payload.live_id)));
