import { z } from 'zod';
import { defineContract } from '../define-contract';

const NAME_MAX = 128;
/** Events one report may carry; a client batches what it collected since the last send. */
export const TRACK_EVENTS_MAX = 100;

export const trackEventSchema = z.object({
  category_id: z.union([z.string().min(1).max(NAME_MAX), z.number().int()]),
  name: z.string().min(1).max(NAME_MAX),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** /track/report (000 §7): product analytics events (category_id, name, params). */
export const trackReportContract = defineContract({
  path: '/track/report',
  payload: z.object({ events: z.array(trackEventSchema).min(1).max(TRACK_EVENTS_MAX) }),
  response: z.object({}).optional(),
});

export type TrackEvent = z.output<typeof trackEventSchema>;
