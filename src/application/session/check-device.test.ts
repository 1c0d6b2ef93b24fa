import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testGrant } from './session-test-kit';
import { checkDevice } from './check-device';

const DEVICE = '0123456789abcdef0123456789abcdef';

function signedIn() {
  const store = createSessionStore(new InMemoryStorage());
  store.signIn(testGrant(42));
  return store;
}

describe('checkDevice', () => {
  it('signs out when the server says this device should log out', async () => {
    const store = signedIn();
    const { http, sent } = createScriptedHttp({ '/user/check-device': { data: { logout: true } } });
    expect(await checkDevice({ http, store, deviceId: DEVICE })).toBe('logout');
    expect(store.loggedIn$.getValue()).toBe(false);
    expect(sent).toEqual([{ path: '/user/check-device', payload: { device: DEVICE } }]);
  });

  it('reconnects and keeps the session when the device is fine', async () => {
    const store = signedIn();
    const { http } = createScriptedHttp({ '/user/check-device': { data: { logout: false } } });
    expect(await checkDevice({ http, store, deviceId: DEVICE })).toBe('reconnect');
    expect(store.loggedIn$.getValue()).toBe(true);
  });

  it('reconnects when the check itself fails (the spec only logs it)', async () => {
    const store = signedIn();
    const { http } = createScriptedHttp({});
    expect(await checkDevice({ http, store, deviceId: DEVICE })).toBe('reconnect');
    expect(store.loggedIn$.getValue()).toBe(true);
  });
});
