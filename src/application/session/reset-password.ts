import { validateEmail, validateNewPassword, validateVerificationCode } from '../../domain';
import { loginResetPasswordContract } from '../contracts/login/reset-password.contract';
import type { HttpPort } from '../ports/http.port';
import type { SessionCryptoPort } from '../ports/session-crypto.port';
import type { DeviceInfo } from './device-info';
import { resetRefused } from './reset-refused';
import { invalidInput, type CommandResult } from './sign-in-outcome';

export interface ResetPasswordForm {
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly confirmation: string;
  /** The token of the mailed link, when the page was opened from it: a code from a device new to the account needs it. */
  readonly linkToken?: string;
}

/** Sets a new password with the mailed code (000 §5: 4 digits; 8 characters, typed twice), and the mailed link's token when there is one. The user then signs in with it. */
export async function resetPassword(
  deps: { readonly anonymousHttp: HttpPort; readonly crypto: SessionCryptoPort; readonly device: DeviceInfo },
  form: ResetPasswordForm,
): Promise<CommandResult> {
  const email = validateEmail(form.email);
  if (!email.ok) return invalidInput(email.error);
  const code = validateVerificationCode(form.code);
  if (!code.ok) return invalidInput(code.error);
  const password = validateNewPassword(form.password, form.confirmation);
  if (!password.ok) return invalidInput(password.error);
  const result = await deps.anonymousHttp.request(loginResetPasswordContract, {
    email: email.value,
    code: code.value,
    password: deps.crypto.md5Hex(password.value),
    // The server checks the code only from a device the account signed in on, or beside the link's token.
    device_id: deps.device.device_id,
    ...(form.linkToken ? { reset_token: form.linkToken } : {}),
  });
  return result.ok ? { ok: true } : resetRefused(result.error);
}
