import { z } from 'zod';
import { defineContract } from '../define-contract';
import { REPORT_MAX_IMAGES } from '../../../domain/validation/report';

/** Ours: the longest description a report carries. */
export const REPORT_DESCRIPTION_MAX = 500;

/**
 * /report/handle (001 §3 "Report", §7): report a user. `type` is the comma-joined reason
 * ids (domain validateReport), `from_type` where the report started (e.g. 'chat'),
 * `photos` up to 4 evidence pictures already uploaded.
 */
export const reportHandleContract = defineContract({
  path: '/report/handle',
  payload: z.object({
    target_id: z.number().int().positive(),
    from_type: z.string().max(32),
    type: z.string().regex(/^\d+(,\d+)*$/),
    room_id: z.number().int().nonnegative().optional(),
    description: z.string().max(REPORT_DESCRIPTION_MAX).optional(),
    photos: z
      .array(z.object({ url: z.string().max(2_048), width: z.number().int().nonnegative(), height: z.number().int().nonnegative() }))
      .max(REPORT_MAX_IMAGES)
      .optional(),
  }),
  response: z.object({ report_id: z.number().int().positive() }),
});
