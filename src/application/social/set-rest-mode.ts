import { userUpdateInfoContract } from '../contracts/user/update-info.contract';
import type { HttpPort } from '../ports/http.port';
import type { SessionStore } from '../session/session-store';

/**
 * A host switches rest mode (001 §4 "Rest mode": is_rest through /user/update-info). The
 * stored user becomes the one the server saved, so Me and the rest-mode sticker rule
 * follow at once; false when it failed (nothing changed).
 */
export async function setRestMode(deps: { readonly http: HttpPort; readonly store: Pick<SessionStore, 'updateUser'> }, resting: boolean): Promise<boolean> {
  const answer = await deps.http.request(userUpdateInfoContract, { user_info: { is_rest: resting ? 1 : 0 } });
  if (!answer.ok) return false;
  deps.store.updateUser(answer.data.user_info);
  return true;
}
