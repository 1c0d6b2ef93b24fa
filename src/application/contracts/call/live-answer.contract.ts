import { z } from 'zod';
import { defineContract } from '../define-contract';
import { callRoomSchema, roomIdSchema } from './call-room';

/**
 * /call/live-answer (live_id, room_id; 000 §7): a host answers a private call from their
 * live room. It answers like /call/answer and records the live room the call came from.
 */
export const callLiveAnswerContract = defineContract({
  path: '/call/live-answer',
  payload: z.object({ live_id: z.number().int().nonnegative(), room_id: roomIdSchema }),
  response: callRoomSchema,
});
