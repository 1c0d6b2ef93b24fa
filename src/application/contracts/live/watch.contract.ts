import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema, sdpSchema } from './live-room';

/** /live/watch (ours): a joined viewer's receive-only offer; the SFU answers and forwards the host's stream. */
export const liveWatchContract = defineContract({
  path: '/live/watch',
  payload: z.object({ live_id: liveIdSchema, sdp: sdpSchema }),
  response: z.object({ sdp: sdpSchema }),
});
