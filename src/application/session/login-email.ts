import { validateEmailLogin } from '../../domain';
import { emailSignIn } from './email-sign-in';
import type { SessionDeps } from './session-deps';
import { invalidInput, type SignInResult } from './sign-in-outcome';

/**
 * The email page's sign-in (000 §5): both fields required, then the email format; an
 * address without an account registers (sign_type 2), a wrong password is
 * LOGIN.WRONG_PASSWORD with the email for the reset link.
 */
export async function loginEmail(deps: SessionDeps, rawEmail: string, password: string): Promise<SignInResult> {
  const checked = validateEmailLogin(rawEmail, password);
  if (!checked.ok) return invalidInput(checked.error);
  return emailSignIn(deps, checked.value.email, checked.value.password);
}
