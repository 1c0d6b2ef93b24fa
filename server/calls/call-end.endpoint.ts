import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { replyOf } from './call-reply.js';

/** /call/end: a party hangs up (cancel, refusal or end, by the phase). */
export const callEndEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callEndContract, { auth: 'required' }, async (payload, caller) => replyOf(await calls.end(caller.uid, payload.room_id)));
