import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * Ours (the forgot-password page, 000 §2): mails a 4-digit code to the address. The
 * answer is the same whether or not an account uses it, so the call cannot tell who has
 * an account.
 */
export const loginForgotCodeContract = defineContract({
  path: '/login/forgot-code',
  payload: z.object({ email: z.string().min(1).max(254) }),
  response: z.object({}).optional(),
});
