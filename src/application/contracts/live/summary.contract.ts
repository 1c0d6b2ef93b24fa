import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema, liveSummarySchema } from './live-room';

/** /live/summary (ours): what the live-end page shows for a live, to its host or a viewer. */
export const liveSummaryContract = defineContract({
  path: '/live/summary',
  payload: z.object({ live_id: liveIdSchema }),
  response: liveSummarySchema,
});
