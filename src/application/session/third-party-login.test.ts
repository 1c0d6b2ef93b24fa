import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { LOGIN_FROM } from '../../domain';
import { finishThirdPartyLogin } from './finish-third-party-login';
import { loginThirdParty } from './login-third-party';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant, credentialedHttpUnused } from './session-test-kit';
import { THIRD_PARTY_PENDING_NAME, THIRD_PARTY_PENDING_TTL_MS } from './third-party-pending';

const index = { app_key: 'glint-web', authorization_endpoint: 'https://id.example/auth', scope: 'openid email profile', redirect_uri: 'https://glint.example/' };

function setup(now = 1_000_000) {
  const clock = { now };
  const { http, sent } = createScriptedHttp({ '/login/google-index': { data: index }, '/login/handle': { data: testGrant(21) } });
  const storage = new InMemoryStorage();
  const store = createSessionStore(storage);
  const deps = { http: credentialedHttpUnused, anonymousHttp: http, store, storage, crypto: cryptoJsSessionCrypto, device: testDevice, now: () => clock.now };
  return { deps, sent, store, storage, clock };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('third-party sign-in', () => {
  it('sends the browser to the provider with a 16-byte hex state and an S256 PKCE challenge', async () => {
    const { deps } = setup();
    const started = await loginThirdParty(deps);
    if (!started.ok) throw new Error('did not start');
    const query = queryOf(started.url);
    expect(started.url.startsWith('https://id.example/auth?')).toBe(true);
    expect(query).toMatchObject({ response_type: 'code', client_id: 'glint-web', redirect_uri: 'https://glint.example/', scope: 'openid email profile', code_challenge_method: 'S256' });
    expect(query.state).toMatch(/^[0-9a-f]{32}$/);
    const pending = deps.storage.read(THIRD_PARTY_PENDING_NAME) as { state: string; code_verifier: string };
    expect(pending.state).toBe(query.state);
    expect(query.code_challenge).toBe(cryptoJsSessionCrypto.sha256Base64Url(pending.code_verifier));
    expect(started.url).not.toContain(pending.code_verifier);
  });

  it('redeems the code with the stored verifier when the state matches', async () => {
    const { deps, sent, store } = setup();
    const started = await loginThirdParty(deps);
    if (!started.ok) throw new Error('did not start');
    const { state } = queryOf(started.url);
    const { code_verifier } = deps.storage.read(THIRD_PARTY_PENDING_NAME) as { code_verifier: string };

    expect(await finishThirdPartyLogin(deps, { code: 'abc', state })).toMatchObject({ ok: true, next: 'home' });
    expect(sent.at(-1)).toEqual({
      path: '/login/handle',
      payload: { login_from: LOGIN_FROM.thirdParty, third_party: { code: 'abc', code_verifier, redirect_uri: 'https://glint.example/' }, ...testDevice },
    });
    expect(store.uid$.getValue()).toBe(21);
  });

  it('ignores a return whose state is not the stored one, and forgets the pending state', async () => {
    const { deps, sent } = setup();
    await loginThirdParty(deps);
    expect(await finishThirdPartyLogin(deps, { code: 'abc', state: 'f'.repeat(32) })).toEqual({ ok: false, error: { code: 'LOGIN.STATE_MISMATCH' } });
    expect(sent.map((call) => call.path)).toEqual(['/login/google-index']);
    expect(deps.storage.read(THIRD_PARTY_PENDING_NAME)).toBeUndefined();
  });

  it('uses the pending state once: replaying the same return is ignored as unknown', async () => {
    const { deps } = setup();
    const started = await loginThirdParty(deps);
    if (!started.ok) throw new Error('did not start');
    const { state } = queryOf(started.url);
    await finishThirdPartyLogin(deps, { code: 'abc', state });
    expect(await finishThirdPartyLogin(deps, { code: 'abc', state })).toEqual({ ok: false, error: { code: 'LOGIN.RETURN_UNKNOWN' } });
  });

  it('ignores a return that comes too long after leaving', async () => {
    const { deps, clock } = setup();
    const started = await loginThirdParty(deps);
    if (!started.ok) throw new Error('did not start');
    clock.now += THIRD_PARTY_PENDING_TTL_MS + 1;
    expect(await finishThirdPartyLogin(deps, { code: 'abc', state: queryOf(started.url).state })).toEqual({ ok: false, error: { code: 'LOGIN.STATE_MISMATCH' } });
  });

  it('fails clearly when the server has no third-party sign-in', async () => {
    const { deps } = setup();
    const { http } = createScriptedHttp({ '/login/google-index': { error: { code: 'API.REJECTED', msg: 'Third-party sign-in is not configured on this server', result: -1 } } });
    expect(await loginThirdParty({ ...deps, anonymousHttp: http })).toEqual({ ok: false, error: { code: 'LOGIN.FAILED', msg: 'Third-party sign-in is not configured on this server' } });
  });
});
