import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { createSessionEvents } from '../session-events';
import { logout } from './logout';
import { createSessionStore } from './session-store';
import { signOutOnSessionEnd } from './sign-out-on-session-end';
import { createScriptedHttp, testGrant } from './session-test-kit';

describe('logout', () => {
  it('revokes the token on the server and clears the session', async () => {
    const { http, sent } = createScriptedHttp({ '/user/logout': {} });
    const store = createSessionStore(new InMemoryStorage());
    store.signIn(testGrant(4));
    await logout({ http, store });
    expect(sent.map((call) => call.path)).toEqual(['/user/logout']);
    expect(store.loggedIn$.getValue()).toBe(false);
  });

  it('clears the session even when the server cannot be reached', async () => {
    const { http } = createScriptedHttp({ '/user/logout': { error: { code: 'API.NETWORK', msg: 'offline' } } });
    const store = createSessionStore(new InMemoryStorage());
    store.signIn(testGrant(4));
    await logout({ http, store });
    expect(store.credentials()).toBeNull();
  });

  it('signs out locally when the request layer reports the session over (401 or ok 99)', () => {
    const events = createSessionEvents();
    const store = createSessionStore(new InMemoryStorage());
    store.signIn(testGrant(4));
    signOutOnSessionEnd(events, store);
    events.emit({ type: 'toast', msg: 'hello' });
    expect(store.loggedIn$.getValue()).toBe(true);
    events.emit({ type: 'logout', reason: 'unauthorized', msg: 'Session not found or signed out', token: store.credentials()?.token ?? null });
    expect(store.loggedIn$.getValue()).toBe(false);
  });

  it('keeps a new session when a late answer refuses the token of the session before it', () => {
    const events = createSessionEvents();
    const store = createSessionStore(new InMemoryStorage());
    store.signIn(testGrant(4));
    const earlier = store.credentials()?.token ?? null;
    signOutOnSessionEnd(events, store);
    // A password reset revoked the earlier session; the user signed in again before its last request came back.
    store.signIn(testGrant(4, { token: 'token-after-reset' }));
    events.emit({ type: 'logout', reason: 'result-code', msg: 'Session not found or signed out', token: earlier });
    expect(store.credentials()?.token).toBe('token-after-reset');
    events.emit({ type: 'logout', reason: 'result-code', msg: 'Session not found or signed out', token: 'token-after-reset' });
    expect(store.loggedIn$.getValue()).toBe(false);
  });
});
