import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { replyOf } from './call-reply.js';

/** /call/answer: the callee picks up. */
export const callAnswerEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callAnswerContract, { auth: 'required' }, async (payload, caller) => replyOf(await calls.answer(caller.uid, payload.room_id)));
