import { z } from 'zod';
import { defineContract } from '../define-contract';
import { serviceUpdateSchema } from './service-message';

/**
 * /services/history (ours): opening the assistant chat. Answers the current session and
 * its messages; with no session open it starts one with the AI issue guide (28) in `lang`.
 */
export const servicesHistoryContract = defineContract({
  path: '/services/history',
  payload: z.object({ lang: z.string().min(1).max(8) }),
  response: serviceUpdateSchema,
});
