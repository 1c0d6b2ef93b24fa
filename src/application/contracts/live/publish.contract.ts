import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema, sdpSchema } from './live-room';

/** /live/publish (ours): the host's media offer for its room; the SFU's answer comes back. Again after a network drop. */
export const livePublishContract = defineContract({
  path: '/live/publish',
  payload: z.object({ live_id: liveIdSchema, sdp: sdpSchema }),
  response: z.object({ sdp: sdpSchema }),
});
