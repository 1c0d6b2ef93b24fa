import { z } from 'zod';
import { verificationCodeSchema } from './verification-code';
import { defineContract } from '../define-contract';

/**
 * /account/modify-email (ours; 001 §2 /pagesPub/my/modify-email): moves the account's
 * sign-in address to `email`, proven by the code mailed to the old address and the one
 * mailed to the new. The password stays.
 */
export const accountModifyEmailContract = defineContract({
  path: '/account/modify-email',
  payload: z.object({ email: z.string().min(1).max(254), old_code: verificationCodeSchema, new_code: verificationCodeSchema }),
  response: z.object({ email: z.string() }),
});
