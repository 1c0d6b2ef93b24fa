import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /user/logout (000 §7): revokes the caller's bearer and refresh tokens. */
export const userLogoutContract = defineContract({
  path: '/user/logout',
  payload: z.object({}),
  response: z.object({}).optional(),
});
