import { defineContract } from '../define-contract';
import { roomPayloadSchema } from './call-room';
import { callStatusSchema } from './call-status';

/** /call/decline (ours): the callee refuses a ringing call (reason 2); after the answer it hangs up. */
export const callDeclineContract = defineContract({
  path: '/call/decline',
  payload: roomPayloadSchema,
  response: callStatusSchema,
});
