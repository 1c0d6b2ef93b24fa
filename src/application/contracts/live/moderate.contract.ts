import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema } from './live-room';

/**
 * /live/moderate (ours): the host kicks a viewer (its access to the room ends at once and it
 * cannot come back to this live) or mutes / unmutes its chat.
 */
export const liveModerateContract = defineContract({
  path: '/live/moderate',
  payload: z.object({ live_id: liveIdSchema, uid: z.number().int().positive(), action: z.enum(['kick', 'mute', 'unmute']) }),
  response: z.object({}).optional(),
});
