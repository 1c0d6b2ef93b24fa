import type { SessionCryptoPort } from '../ports/session-crypto.port';
import type { StoragePort } from '../ports/storage.port';

/** Storage name of the install's device id. */
export const DEVICE_ID_STORAGE_NAME = 'device-id';
/** Random bytes of a generated device id (hex: 32 characters). A guest account hangs on it, so it must be unguessable. */
const DEVICE_ID_BYTES = 16;
const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** "plus device info" of the login payload (000 §3). */
export interface DeviceInfo {
  readonly device_id: string;
  readonly platform: string;
  readonly app_version: string;
}

/**
 * The browser install's device id: generated once, kept in storage. (In the native shell
 * the composition root may take the bridge's id instead.)
 */
export function persistentDeviceId(storage: StoragePort, crypto: SessionCryptoPort): string {
  const stored = storage.read(DEVICE_ID_STORAGE_NAME);
  if (typeof stored === 'string' && DEVICE_ID_PATTERN.test(stored)) return stored;
  const fresh = crypto.randomHex(DEVICE_ID_BYTES);
  storage.write(DEVICE_ID_STORAGE_NAME, fresh);
  return fresh;
}
