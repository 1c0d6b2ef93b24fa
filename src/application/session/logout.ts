import { userLogoutContract } from '../contracts/user/logout.contract';
import type { HttpPort } from '../ports/http.port';
import type { SessionStore } from './session-store';

/**
 * Logs out (000 §4): tells the server to revoke the token, then clears the session
 * whatever the answer — an unreachable server must not keep anyone signed in here.
 * Going to the login page is the caller's part.
 */
export async function logout(deps: { readonly http: HttpPort; readonly store: SessionStore }): Promise<void> {
  if (deps.store.credentials() !== null) await deps.http.request(userLogoutContract, {});
  deps.store.clear();
}
