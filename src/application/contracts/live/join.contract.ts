import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema, liveRoomSchema } from './live-room';

/** /live/join (ours): a viewer enters a room; the broker lets it read the room's topics from now on. */
export const liveJoinContract = defineContract({
  path: '/live/join',
  payload: z.object({ live_id: liveIdSchema }),
  response: z.object({
    room: liveRoomSchema,
    /** Whether the host muted this viewer's chat earlier in this live. */
    muted: z.union([z.literal(0), z.literal(1)]),
  }),
});
