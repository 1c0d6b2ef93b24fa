import { z } from 'zod';
import { defineContract } from '../define-contract';
import { serviceUpdateSchema } from './service-message';

/** /services/end (ours): the user ends the conversation; like an operator's close, it asks for the rating (30). */
export const servicesEndContract = defineContract({
  path: '/services/end',
  payload: z.object({ session_id: z.number().int().positive() }),
  response: serviceUpdateSchema,
});
