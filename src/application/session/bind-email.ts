import { LOGIN_FROM, validateEmail, validateNewPassword } from '../../domain';
import { accountBindContract } from '../contracts/account/bind.contract';
import type { SessionDeps } from './session-deps';
import { invalidInput, signInFailed, type CommandResult } from './sign-in-outcome';

/**
 * A tourist keeps their account by giving it an email and password (/account/bind,
 * 000 §4): same uid, same session, no longer a tourist.
 */
export async function bindEmail(deps: SessionDeps, rawEmail: string, password: string, confirmation: string): Promise<CommandResult> {
  const uid = deps.store.uid$.getValue();
  if (uid === null) return signInFailed('Sign in first');
  const email = validateEmail(rawEmail);
  if (!email.ok) return invalidInput(email.error);
  const checked = validateNewPassword(password, confirmation);
  if (!checked.ok) return invalidInput(checked.error);
  const result = await deps.http.request(accountBindContract, {
    login_from: LOGIN_FROM.email,
    email: email.value,
    password: deps.crypto.md5Hex(checked.value),
    logined_uid: uid,
    ...deps.device,
  });
  if (!result.ok) return signInFailed(result.error.msg);
  deps.store.updateUser(result.data.user_info);
  return { ok: true };
}
