import { resetRefusalSchema } from '../contracts/login/reset-refusal';
import type { ApiError } from '../ports/http.port';
import { signInFailed, type CommandResult } from './sign-in-outcome';

/** A refused reset call: its stable code when the server gave one (caps, lock, wrong code), else the generic failure. */
export function resetRefused(error: ApiError): CommandResult & { readonly ok: false } {
  const refusal = resetRefusalSchema.safeParse(error.data);
  return refusal.success ? { ok: false, error: { code: refusal.data.code } } : signInFailed(error.msg);
}
