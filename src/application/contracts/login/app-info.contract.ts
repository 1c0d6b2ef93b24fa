import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /login/app-info (000 §7): the title and logo the login page shows. */
export const loginAppInfoContract = defineContract({
  path: '/login/app-info',
  payload: z.object({}),
  response: z.object({ title: z.string(), logo: z.string() }),
});
