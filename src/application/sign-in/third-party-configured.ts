import { loginGoogleIndexContract } from '../contracts/login/google-index.contract';
import type { HttpPort } from '../ports/http.port';

/**
 * Whether the third-party sign-in button shows (000 §2: web only): never inside the native
 * shell, and in a browser only when /login/google-index names a provider.
 */
export async function isThirdPartyConfigured(deps: { readonly http: HttpPort; readonly isNativeShell: boolean }): Promise<boolean> {
  if (deps.isNativeShell) return false;
  return (await deps.http.request(loginGoogleIndexContract, {})).ok;
}
