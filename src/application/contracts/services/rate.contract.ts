import { z } from 'zod';
import { SERVICE_RATING_MAX, SERVICE_RATING_MIN } from '../../../domain/service/service-session';
import { binaryFlag } from '../user/current-user';
import { defineContract } from '../define-contract';
import { serviceUpdateSchema } from './service-message';

/** /services/rate (ours): the answer to a rating request (30) — stars and resolved or not — stored as message 31. */
export const servicesRateContract = defineContract({
  path: '/services/rate',
  payload: z.object({ session_id: z.number().int().positive(), rating: z.number().int().min(SERVICE_RATING_MIN).max(SERVICE_RATING_MAX), resolved: binaryFlag }),
  response: serviceUpdateSchema,
});
