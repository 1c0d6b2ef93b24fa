import { loginRefreshContract } from '../contracts/login/refresh.contract';
import type { HttpPort } from '../ports/http.port';
import type { DeviceInfo } from './device-info';
import type { SessionStore } from './session-store';

export type RefreshOutcome = 'refreshed' | 'signed-out' | 'unchanged';

/**
 * Trades the refresh token for new tokens (all rotate). `anonymousHttp` must send no
 * bearer: the call works after the access token has expired. A refused refresh token
 * signs out ('signed-out'); a network failure keeps the session as it is ('unchanged').
 * When the stored refresh token changed while the call ran (sign-out, another sign-in),
 * the answer belongs to a session that is gone and is dropped.
 */
export async function refreshSession(deps: { readonly anonymousHttp: HttpPort; readonly store: SessionStore; readonly device: DeviceInfo }): Promise<RefreshOutcome> {
  const refreshToken = deps.store.refreshToken();
  if (refreshToken === null) return 'signed-out';
  const result = await deps.anonymousHttp.request(loginRefreshContract, { refresh_token: refreshToken, device_id: deps.device.device_id });
  if (deps.store.refreshToken() !== refreshToken) return deps.store.loggedIn$.getValue() ? 'unchanged' : 'signed-out';
  if (result.ok) {
    deps.store.signIn(result.data);
    return 'refreshed';
  }
  if (result.error.code === 'API.LOGGED_OUT') {
    deps.store.clear();
    return 'signed-out';
  }
  return 'unchanged';
}
