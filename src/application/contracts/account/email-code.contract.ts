import { z } from 'zod';
import { defineContract } from '../define-contract';

/** Which step a code is for: binding a new address, or a change proven at the old address and at the new one. */
export const EMAIL_CODE_PURPOSE = { bind: 'bind', modifyOld: 'modify_old', modifyNew: 'modify_new' } as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSE)[keyof typeof EMAIL_CODE_PURPOSE];

/**
 * /account/email-code (ours; 001 §2 bind-email and modify-email): mails a 4-digit code for
 * one step to the signed-in account. `email` is the address to bind or change to; the old
 * address's code goes to the account's own address, so it takes none. `resend_after_s`
 * says when the next code for the step may be asked for.
 */
export const accountEmailCodeContract = defineContract({
  path: '/account/email-code',
  payload: z.object({
    purpose: z.enum([EMAIL_CODE_PURPOSE.bind, EMAIL_CODE_PURPOSE.modifyOld, EMAIL_CODE_PURPOSE.modifyNew]),
    email: z.string().max(254).optional(),
  }),
  response: z.object({ resend_after_s: z.number().int().nonnegative() }),
});
