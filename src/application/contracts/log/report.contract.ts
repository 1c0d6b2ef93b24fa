import { z } from 'zod';
import { defineContract } from '../define-contract';

/** Longest report type name and user-agent text a report may carry. */
const REPORT_TYPE_MAX = 64;
const REPORT_UA_MAX = 2_048;

/**
 * /log/report (type, params or ua data; 000 §7): client-side problems the server should
 * know about — an undecryptable response, a failed device check. Works before login.
 */
export const logReportContract = defineContract({
  path: '/log/report',
  payload: z.object({
    type: z.union([z.string().min(1).max(REPORT_TYPE_MAX), z.number().int()]),
    params: z.record(z.string(), z.unknown()).optional(),
    ua: z.string().max(REPORT_UA_MAX).optional(),
  }),
  response: z.object({}).optional(),
});
