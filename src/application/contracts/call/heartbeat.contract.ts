import { defineContract } from '../define-contract';
import { roomPayloadSchema } from './call-room';
import { callStatusSchema } from './call-status';

/**
 * /call/heartbeat (ours): every 30 s (000 §9) during a call, proving the party is still
 * there; two missed heartbeats end the call with reason 6. It never bills: the server's
 * own timer does.
 */
export const callHeartbeatContract = defineContract({
  path: '/call/heartbeat',
  payload: roomPayloadSchema,
  response: callStatusSchema,
});
