import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema, sdpSchema } from './live-room';

/** /live/watch-answer (ours): the viewer's answer (its candidates inside) to the SFU's offer of /live/watch. */
export const liveWatchAnswerContract = defineContract({
  path: '/live/watch-answer',
  payload: z.object({ live_id: liveIdSchema, sdp: sdpSchema }),
  response: z.object({}).optional(),
});
