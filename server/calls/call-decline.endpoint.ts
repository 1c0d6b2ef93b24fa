import { callDeclineContract } from '../../src/application/contracts/call/decline.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { replyOf } from './call-reply.js';

/** /call/decline: the callee refuses a ringing call. */
export const callDeclineEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callDeclineContract, { auth: 'required' }, async (payload, caller) => replyOf(await calls.decline(caller.uid, payload.room_id)));
