import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { LOGIN_FROM } from '../../domain';
import { loginQuick } from './login-quick';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant, testUser, credentialedHttpUnused } from './session-test-kit';

describe('quick sign-in', () => {
  it('signs in as the device guest (login_from 7) and remembers it as a tourist', async () => {
    const { http, sent } = createScriptedHttp({ '/login/handle': { data: testGrant(11, { is_tourist: 1, is_register: 1, user_info: testUser(11, { is_tourist: 1 }) }) } });
    const store = createSessionStore(new InMemoryStorage());
    const result = await loginQuick({ http: credentialedHttpUnused, anonymousHttp: http, store, crypto: cryptoJsSessionCrypto, device: testDevice });
    expect(result).toEqual({ ok: true, next: 'home', isRegister: true, randomInfo: null });
    expect(sent[0]?.payload).toEqual({ login_from: LOGIN_FROM.quick, ...testDevice });
    expect(store.isTourist$.getValue()).toBe(true);
  });
});
