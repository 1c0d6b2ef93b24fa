import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { RESULT_WRONG_PASSWORD } from '../../domain';
import { createSessionLoginViewModel, LOGIN_AGREED_NAME } from './session-login-view-model';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant } from './session-test-kit';

function setup(script: Parameters<typeof createScriptedHttp>[0] = {}) {
  const { http, sent } = createScriptedHttp(script);
  const storage = new InMemoryStorage();
  const store = createSessionStore(storage);
  const redirects: string[] = [];
  const login = createSessionLoginViewModel({ http, anonymousHttp: http, store, storage, crypto: cryptoJsSessionCrypto, device: testDevice, now: () => 0, redirect: (url) => redirects.push(url) });
  return { login, sent, storage, redirects };
}

describe('login view model over the session use cases', () => {
  it('starts agreed and remembers an unticked box', () => {
    const { login, storage } = setup();
    expect(login.agreed$.getValue()).toBe(true);
    login.setAgreed(false);
    expect(storage.read(LOGIN_AGREED_NAME)).toBe(false);
  });

  it('maps the spec validation failures to the view codes', async () => {
    const { login } = setup();
    expect(await login.signInWithEmail('x', 'password123')).toEqual({ ok: false, error: { code: 'LOGIN.EMAIL_FORMAT' } });
    expect(await login.signInWithEmail('', '')).toEqual({ ok: false, error: { code: 'LOGIN.EMAIL_PASSWORD_REQUIRED' } });
    expect(await login.resetPassword('a@b.co', '12', 'password123', 'password123')).toEqual({ ok: false, error: { code: 'LOGIN.CODE_INVALID' } });
    expect(await login.completeProfile({ nickname: 'Ana', birthday: '2020-01-01' })).toEqual({ ok: false, error: { code: 'PROFILE.UNDER_AGE' } });
  });

  it('reports a wrong password as LOGIN.WRONG_PASSWORD for the reset dialog', async () => {
    const { login } = setup({ '/login/handle': { code: RESULT_WRONG_PASSWORD } });
    expect(await login.signInWithEmail('a@b.co', 'password123')).toMatchObject({ ok: false, error: { code: 'LOGIN.WRONG_PASSWORD' } });
  });

  it('suggests the random nickname of a new account for profile completion', async () => {
    const { login } = setup({ '/login/handle': { data: testGrant(2, { sign_type: 2, random_info: { nickname: 'Lucky Lynx 7', avatar: '' } }) } });
    expect(await login.signInWithEmail('a@b.co', 'password123')).toEqual({ ok: true, next: 'profile' });
    expect(login.suggestedNickname$.getValue()).toBe('Lucky Lynx 7');
  });

  it('leaves for the provider on third-party sign-in', async () => {
    const index = { app_key: 'glint', authorization_endpoint: 'https://id.example/auth', scope: 'openid', redirect_uri: 'https://glint.example/' };
    const { login, redirects } = setup({ '/login/google-index': { data: index } });
    void login.signInThirdParty();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(redirects).toHaveLength(1);
    expect(redirects[0]).toMatch(/^https:\/\/id\.example\/auth\?response_type=code&/);
  });
});
