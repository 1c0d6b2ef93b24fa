import { defineContract } from '../define-contract';
import { roomPayloadSchema } from './call-room';
import { callStatusSchema } from './call-status';

/**
 * /call/end (room_id; 000 §7): a party hangs up. Before the answer that is a cancel (the
 * caller) or a refusal (the callee); afterwards a user or host end. Ending an ended call
 * answers its final status and changes nothing.
 */
export const callEndContract = defineContract({
  path: '/call/end',
  payload: roomPayloadSchema,
  response: callStatusSchema,
});
