import type { HttpPort } from '../ports/http.port';
import type { SessionCryptoPort } from '../ports/session-crypto.port';
import type { StoragePort } from '../ports/storage.port';
import type { DeviceInfo } from './device-info';
import type { SessionStore } from './session-store';

/** What the sign-in use cases share. */
export interface SessionDeps {
  readonly http: HttpPort;
  readonly store: SessionStore;
  readonly crypto: SessionCryptoPort;
  readonly device: DeviceInfo;
}

/** The third-party flow also keeps its pending state across the redirect. */
export interface ThirdPartyDeps extends SessionDeps {
  readonly storage: StoragePort;
  readonly now: () => number;
}
