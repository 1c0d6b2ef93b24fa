import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../../../domain';
import { defineContract } from '../define-contract';
import { passwordDigestSchema } from './login-payload';

/**
 * Ours: sets a new password with the mailed code. The code works once, for a limited
 * time and a limited number of wrong tries; a reset signs out every session.
 */
export const loginResetPasswordContract = defineContract({
  path: '/login/reset-password',
  payload: z.object({
    email: z.string().min(1).max(254),
    code: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `${VERIFICATION_CODE_LENGTH} digits`),
    /** md5 of the new password, as at sign-in. */
    password: passwordDigestSchema,
  }),
  response: z.object({}).optional(),
});
