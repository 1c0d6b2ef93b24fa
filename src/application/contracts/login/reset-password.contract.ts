import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../../../domain';
import { defineContract } from '../define-contract';
import { deviceIdSchema } from './device-info';
import { passwordDigestSchema } from './login-payload';

/** The reset mail's link token: 32 random bytes, base64url (server RESET_LINK_TOKEN_BYTES). */
export const resetLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'the token of the reset link');

/**
 * Ours: sets a new password with the mailed code. The code works once, for a limited
 * time and a limited number of wrong tries; a reset signs out every session. It is only
 * checked from a device that signed in to the account before (`device_id`) or beside the
 * mail's link token (`reset_token`).
 */
export const loginResetPasswordContract = defineContract({
  path: '/login/reset-password',
  payload: z.object({
    email: z.string().min(1).max(254),
    code: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `${VERIFICATION_CODE_LENGTH} digits`),
    /** md5 of the new password, as at sign-in. */
    password: passwordDigestSchema,
    device_id: deviceIdSchema.optional(),
    reset_token: resetLinkTokenSchema.optional(),
  }),
  response: z.object({}).optional(),
});
