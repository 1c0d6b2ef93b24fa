import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { LOGIN_FROM, RESULT_WRONG_PASSWORD } from '../../domain';
import { loginEmail } from './login-email';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant, credentialedHttpUnused } from './session-test-kit';

function setup(script: Parameters<typeof createScriptedHttp>[0]) {
  const { http, sent } = createScriptedHttp(script);
  const store = createSessionStore(new InMemoryStorage());
  return { deps: { http: credentialedHttpUnused, anonymousHttp: http, store, crypto: cryptoJsSessionCrypto, device: testDevice }, sent, store };
}

describe('email sign-in', () => {
  it('sends the md5 of the password, never the password, with the device info', async () => {
    const { deps, sent } = setup({ '/login/handle': { data: testGrant(5) } });
    await loginEmail(deps, ' a@b.co ', 'password123');
    expect(sent).toEqual([
      { path: '/login/handle', payload: { login_from: LOGIN_FROM.email, email: 'a@b.co', password: '482c811da5d5b4bc6d497ffa98491e38', ...testDevice } },
    ]);
  });

  it('signs in and goes home for sign_type 1', async () => {
    const { deps, store } = setup({ '/login/handle': { data: testGrant(5) } });
    expect(await loginEmail(deps, 'a@b.co', 'password123')).toEqual({ ok: true, next: 'home', isRegister: false, randomInfo: null });
    expect(store.uid$.getValue()).toBe(5);
  });

  it('goes to profile completion with the suggestions for a new account (sign_type 2)', async () => {
    const randomInfo = { nickname: 'Sunny Fox 1', avatar: '' };
    const { deps } = setup({ '/login/handle': { data: testGrant(6, { sign_type: 2, is_register: 1, random_info: randomInfo }) } });
    expect(await loginEmail(deps, 'new@b.co', 'password123')).toEqual({ ok: true, next: 'profile', isRegister: true, randomInfo });
  });

  it('reports a wrong password (ok 2) with the email for the reset link, and stays signed out', async () => {
    const { deps, store } = setup({ '/login/handle': { code: RESULT_WRONG_PASSWORD, msg: 'The password is wrong.' } });
    expect(await loginEmail(deps, 'a@b.co', 'wrong-password')).toEqual({ ok: false, error: { code: 'LOGIN.WRONG_PASSWORD', email: 'a@b.co' } });
    expect(store.loggedIn$.getValue()).toBe(false);
  });

  it('reports a ban with its details and starts no session', async () => {
    const banned = { reason: 'spam', banned_at: 1, until: null };
    const { deps, store } = setup({ '/login/handle': { data: { banned_infos: banned } } });
    expect(await loginEmail(deps, 'a@b.co', 'password123')).toEqual({ ok: false, error: { code: 'LOGIN.BANNED', banned } });
    expect(store.loggedIn$.getValue()).toBe(false);
  });

  it('refuses an empty field or a bad address before sending anything', async () => {
    const { deps, sent } = setup({});
    expect(await loginEmail(deps, '', 'password123')).toMatchObject({ ok: false, error: { code: 'LOGIN.INVALID_INPUT', validation: { code: 'AUTH.EMAIL_PASSWORD_REQUIRED' } } });
    expect(await loginEmail(deps, 'not-an-email', 'password123')).toMatchObject({ ok: false, error: { validation: { code: 'AUTH.EMAIL_FORMAT' } } });
    expect(sent).toEqual([]);
  });

  it('turns a refusal or a network failure into LOGIN.FAILED with the reason', async () => {
    const { deps } = setup({ '/login/handle': { error: { code: 'API.REJECTED', msg: 'Too many failed sign-ins. Try again in 4 s.', result: -1 } } });
    expect(await loginEmail(deps, 'a@b.co', 'password123')).toEqual({ ok: false, error: { code: 'LOGIN.FAILED', msg: 'Too many failed sign-ins. Try again in 4 s.' } });
  });
});
