import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * One violation type of the report form (001 §3 "Report"): `id` goes into /report/handle's
 * `type`; `identity` says who may choose it (0 anyone; ours, the spec does not define it).
 */
export const reportReasonSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  intro: z.string(),
  identity: z.number().int().nonnegative(),
});

export type ReportReason = z.infer<typeof reportReasonSchema>;

/**
 * /report/reason (001 §7): the report reasons in `language` (ours: the spec sends no
 * payload; absent, English) and their version (config_version.report of /profile/init),
 * which the client caches them by, per language (001 §3 "Cached reference data").
 */
export const reportReasonContract = defineContract({
  path: '/report/reason',
  payload: z.object({ language: z.string().max(16).optional() }),
  response: z.object({ version: z.number().int().nonnegative(), report_type: z.array(reportReasonSchema).min(1) }),
});
