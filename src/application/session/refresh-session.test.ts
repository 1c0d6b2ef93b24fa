import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { refreshSession } from './refresh-session';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant } from './session-test-kit';

function signedIn() {
  const store = createSessionStore(new InMemoryStorage());
  store.signIn(testGrant(8));
  return store;
}

describe('session refresh', () => {
  it('sends the refresh token and device, and keeps the rotated tokens', async () => {
    const store = signedIn();
    const { http, sent } = createScriptedHttp({ '/login/refresh': { data: testGrant(8, { token: 'token-new', refresh_token: 'refresh-new' }) } });
    expect(await refreshSession({ anonymousHttp: http, store, device: testDevice })).toBe('refreshed');
    expect(sent[0]?.payload).toEqual({ refresh_token: 'refresh-8', device_id: testDevice.device_id });
    expect(store.credentials()?.token).toBe('token-new');
    expect(store.refreshToken()).toBe('refresh-new');
  });

  it('drops new tokens that arrive after a sign-out, so the sign-out stands', async () => {
    const store = signedIn();
    const { http } = createScriptedHttp({
      '/login/refresh': () => {
        store.clear();
        return { data: testGrant(8, { token: 'token-new', refresh_token: 'refresh-new' }) };
      },
    });
    expect(await refreshSession({ anonymousHttp: http, store, device: testDevice })).toBe('signed-out');
    expect(store.loggedIn$.getValue()).toBe(false);
    expect(store.credentials()).toBeNull();
  });

  it('signs out when the server refuses the refresh token (ok 99)', async () => {
    const store = signedIn();
    const { http } = createScriptedHttp({ '/login/refresh': { error: { code: 'API.LOGGED_OUT', msg: 'Please sign in again', result: 99 } } });
    expect(await refreshSession({ anonymousHttp: http, store, device: testDevice })).toBe('signed-out');
    expect(store.loggedIn$.getValue()).toBe(false);
  });

  it('keeps the session when the network fails', async () => {
    const store = signedIn();
    const { http } = createScriptedHttp({ '/login/refresh': { error: { code: 'API.TIMEOUT', msg: 'slow' } } });
    expect(await refreshSession({ anonymousHttp: http, store, device: testDevice })).toBe('unchanged');
    expect(store.credentials()?.token).toBe('token-8');
  });
});
