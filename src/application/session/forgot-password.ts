import { validateEmail } from '../../domain';
import { loginForgotCodeContract } from '../contracts/login/forgot-code.contract';
import type { HttpPort } from '../ports/http.port';
import { resetRefused } from './reset-refused';
import { invalidInput, type CommandResult } from './sign-in-outcome';

/** The forgot-password page: a 4-digit code is mailed (the answer never says whether the address has an account). */
export async function forgotPassword(http: HttpPort, rawEmail: string): Promise<CommandResult> {
  const email = validateEmail(rawEmail);
  if (!email.ok) return invalidInput(email.error);
  const result = await http.request(loginForgotCodeContract, { email: email.value });
  return result.ok ? { ok: true } : resetRefused(result.error);
}
