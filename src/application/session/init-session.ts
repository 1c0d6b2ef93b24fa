import { profileInitContract, type InitResponse } from '../contracts/profile/init.contract';
import type { BannedInfo } from '../contracts/user/banned-info';
import type { HttpPort } from '../ports/http.port';
import type { SessionStore } from './session-store';

export type InitSessionOutcome =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'banned'; readonly banned: BannedInfo }
  /** `init` is null when the server could not be reached: the stored session stays, the app works from cache. */
  | { readonly kind: 'signed-in'; readonly init: InitResponse | null };

/**
 * App start and return to the foreground (000 §4): with a stored session, optionally
 * rotate the tokens first (`refresh`), then load /profile/init and keep its user_info.
 * A ban answered by init signs out locally and reports the ban for the alert.
 * A sign-out (or another sign-in) while it waits ends it as 'signed-out': an answer for
 * a session that is gone must not revive it.
 */
export async function initSession(deps: {
  readonly http: HttpPort;
  readonly store: SessionStore;
  /** refreshSession bound to its ports; omitted, the tokens are kept as they are. */
  readonly refresh?: () => Promise<'refreshed' | 'signed-out' | 'unchanged'>;
}): Promise<InitSessionOutcome> {
  const uid = deps.store.uid$.getValue();
  const stillSignedIn = (): boolean => deps.store.loggedIn$.getValue() && deps.store.uid$.getValue() === uid;
  if (uid === null || !stillSignedIn()) return { kind: 'signed-out' };
  if (deps.refresh !== undefined && (await deps.refresh()) === 'signed-out') return { kind: 'signed-out' };
  if (!stillSignedIn()) return { kind: 'signed-out' };
  const result = await deps.http.request(profileInitContract, {});
  if (!stillSignedIn()) return { kind: 'signed-out' };
  if (!result.ok) return { kind: 'signed-in', init: null };
  const init = result.data;
  if (init.banned_infos !== null) {
    deps.store.clear();
    return { kind: 'banned', banned: init.banned_infos };
  }
  deps.store.updateUser(init.user_info);
  return { kind: 'signed-in', init };
}
