import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema } from './live-room';

/** /live/leave (ours): a viewer leaves; its subscription and its access to the room's topics end. */
export const liveLeaveContract = defineContract({
  path: '/live/leave',
  payload: z.object({ live_id: liveIdSchema }),
  response: z.object({}).optional(),
});
