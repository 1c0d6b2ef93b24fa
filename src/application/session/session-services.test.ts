import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { createSessionEvents } from '../session-events';
import { createSessionServices } from './session-services';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant } from './session-test-kit';
import { createTokenRotationGate } from './token-rotation-gate';

function setup() {
  const storage = new InMemoryStorage();
  const store = createSessionStore(storage);
  const { http, sent } = createScriptedHttp({ '/user/logout': {} });
  const anonymous = createScriptedHttp({ '/login/handle': { data: testGrant(30) }, '/login/refresh': { error: { code: 'API.LOGGED_OUT', msg: 'Please sign in again', result: 99 } } });
  const sessionEvents = createSessionEvents();
  const loggedOut: string[] = [];
  const services = createSessionServices({
    http, anonymousHttp: anonymous.http, store, storage, crypto: cryptoJsSessionCrypto, device: testDevice, now: () => 0,
    sessionEvents, redirect: () => undefined, onLoggedOut: () => loggedOut.push('login page'), rotationGate: createTokenRotationGate(),
  });
  return { services, store, sent, anonymousSent: anonymous.sent, sessionEvents, loggedOut };
}

describe('session services', () => {
  it('signs in through the login view model without the stored token and logs out with it, ending on the login page', async () => {
    const { services, store, sent, anonymousSent, loggedOut } = setup();
    expect(await services.login.signInQuick()).toEqual({ ok: true, next: 'home' });
    await services.settings.logout();
    expect(anonymousSent.map((call) => call.path)).toEqual(['/login/handle']);
    expect(sent.map((call) => call.path)).toEqual(['/user/logout']);
    expect(store.loggedIn$.getValue()).toBe(false);
    expect(loggedOut).toEqual(['login page']);
  });

  it('starts a visit by refreshing, and stops signed out when the refresh token is refused', async () => {
    const { services, store } = setup();
    store.signIn(testGrant(30));
    expect(await services.start(true)).toEqual({ kind: 'signed-out' });
    expect(store.loggedIn$.getValue()).toBe(false);
  });

  it('spends the refresh token once when two visits start at the same moment', async () => {
    const { services, store, anonymousSent } = setup();
    store.signIn(testGrant(30));
    expect(await Promise.all([services.start(true), services.start(true)])).toEqual([{ kind: 'signed-out' }, { kind: 'signed-out' }]);
    expect(anonymousSent.map((call) => call.path)).toEqual(['/login/refresh']);
  });

  it('follows the request layer: a logout event clears the session', async () => {
    const { services, store, sessionEvents } = setup();
    await services.login.signInQuick();
    sessionEvents.emit({ type: 'logout', reason: 'result-code', msg: '', token: store.credentials()?.token ?? null });
    expect(store.credentials()).toBeNull();
  });
});
