import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema, sdpSchema } from './live-room';

/**
 * /live/watch (ours): a joined viewer subscribes; the SFU's offer (send-only towards the
 * viewer, its candidates inside) comes back. The SFU offers because Janus's videoroom lets
 * only publishers offer; the viewer answers through /live/watch-answer.
 */
export const liveWatchContract = defineContract({
  path: '/live/watch',
  payload: z.object({ live_id: liveIdSchema }),
  response: z.object({ sdp: sdpSchema }),
});
