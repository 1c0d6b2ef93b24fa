import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { replyOf } from './call-reply.js';

/** /call/start: rings the target (or refuses: blocked, busy, too few coins with the recharge flow). */
export const callStartEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callStartContract, { auth: 'required' }, async (payload, caller) =>
    replyOf(await calls.start(caller.uid, { targetUid: payload.target_uid, callType: payload.call_type }), payload.from_type));
