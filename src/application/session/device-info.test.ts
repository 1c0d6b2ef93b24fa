import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { DEVICE_ID_STORAGE_NAME, persistentDeviceId } from './device-info';

describe('device id', () => {
  it('is generated once and then read back, so the guest account stays the same', () => {
    const storage = new InMemoryStorage();
    const first = persistentDeviceId(storage, cryptoJsSessionCrypto);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(persistentDeviceId(storage, cryptoJsSessionCrypto)).toBe(first);
  });

  it('replaces a stored value that is not a device id', () => {
    const storage = new InMemoryStorage();
    storage.write(DEVICE_ID_STORAGE_NAME, 'short');
    expect(persistentDeviceId(storage, cryptoJsSessionCrypto)).toMatch(/^[0-9a-f]{32}$/);
  });
});
