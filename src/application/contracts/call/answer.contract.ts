import { defineContract } from '../define-contract';
import { callRoomSchema, roomPayloadSchema } from './call-room';

/** /call/answer (ours): the callee picks up a ringing call or match call. Repeating it changes nothing. */
export const callAnswerContract = defineContract({
  path: '/call/answer',
  payload: roomPayloadSchema,
  response: callRoomSchema,
});
