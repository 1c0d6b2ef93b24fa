import type { HttpPort } from '../ports/http.port';
import type { SessionCryptoPort } from '../ports/session-crypto.port';
import type { StoragePort } from '../ports/storage.port';
import type { DeviceInfo } from './device-info';
import type { SessionStore } from './session-store';

/** What the sign-in use cases share. */
export interface SessionDeps {
  /** Sends the stored session's token: for calls of the signed-in account (/account/bind). */
  readonly http: HttpPort;
  /**
   * The same client without credentials, for the sign-in calls (/login/handle,
   * forgot-code, reset-password, refresh): a stored token the server has revoked (a
   * password reset signs out everywhere) must not get a sign-in refused with 401.
   */
  readonly anonymousHttp: HttpPort;
  readonly store: SessionStore;
  readonly crypto: SessionCryptoPort;
  readonly device: DeviceInfo;
}

/** The third-party flow also keeps its pending state across the redirect. */
export interface ThirdPartyDeps extends SessionDeps {
  readonly storage: StoragePort;
  readonly now: () => number;
}
