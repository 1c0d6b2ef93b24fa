import { validateEmail, validateNewPassword } from '../../domain';
import { emailSignIn } from './email-sign-in';
import type { SessionDeps } from './session-deps';
import { invalidInput, type SignInResult } from './sign-in-outcome';

/**
 * Creating an email account: the address, a new password of at least 8 characters typed
 * twice (000 §5), then the same call as sign-in — the server registers an unknown address.
 */
export async function registerEmail(deps: SessionDeps, rawEmail: string, password: string, confirmation: string): Promise<SignInResult> {
  const email = validateEmail(rawEmail);
  if (!email.ok) return invalidInput(email.error);
  const checked = validateNewPassword(password, confirmation);
  if (!checked.ok) return invalidInput(checked.error);
  return emailSignIn(deps, email.value, checked.value);
}
