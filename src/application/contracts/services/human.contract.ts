import { z } from 'zod';
import { defineContract } from '../define-contract';
import { serviceUpdateSchema } from './service-message';

/** /services/human (ours): "talk to a person" — the session joins the operators' queue. */
export const servicesHumanContract = defineContract({
  path: '/services/human',
  payload: z.object({ session_id: z.number().int().positive() }),
  response: serviceUpdateSchema,
});
