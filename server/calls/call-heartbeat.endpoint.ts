import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { replyOf } from './call-reply.js';

/** /call/heartbeat: a party is still there; answers the call's status (its end, once it ended). */
export const callHeartbeatEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callHeartbeatContract, { auth: 'required' }, async (payload, caller) => replyOf(await calls.heartbeat(caller.uid, payload.room_id)));
