import { z } from 'zod';
import { defineContract } from '../define-contract';
import { liveIdSchema, liveSummarySchema } from './live-room';

/** /live/end (ours): the host ends its live; everyone in the room is told, and the host gets the summary. */
export const liveEndContract = defineContract({
  path: '/live/end',
  payload: z.object({ live_id: liveIdSchema }),
  response: liveSummarySchema,
});
