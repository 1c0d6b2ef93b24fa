import { z } from 'zod';
import { defineContract } from '../define-contract';
import { binaryFlag } from './current-user';

/**
 * /user/follow (001 §7): follow (`add`) or unfollow (`del`) a user. With the `room_id` of
 * a match call the two are in, the other side is sent the follow heart (type 4, key 10).
 * Idempotent: following twice leaves one follow. Following oneself is refused (USER.SELF).
 */
export const userFollowContract = defineContract({
  path: '/user/follow',
  payload: z.object({
    flag: z.enum(['add', 'del']),
    target_uid: z.number().int().positive(),
    room_id: z.number().int().positive().optional(),
  }),
  response: z.object({ is_follow: binaryFlag }),
});
