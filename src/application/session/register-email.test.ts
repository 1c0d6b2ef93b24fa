import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { registerEmail } from './register-email';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant, credentialedHttpUnused } from './session-test-kit';

describe('email registration', () => {
  const setup = () => {
    const { http, sent } = createScriptedHttp({ '/login/handle': { data: testGrant(3, { sign_type: 2, is_register: 1 }) } });
    return { deps: { http: credentialedHttpUnused, anonymousHttp: http, store: createSessionStore(new InMemoryStorage()), crypto: cryptoJsSessionCrypto, device: testDevice }, sent };
  };

  it('refuses a password under 8 characters or a different confirmation without calling the server', async () => {
    const { deps, sent } = setup();
    expect(await registerEmail(deps, 'a@b.co', 'short', 'short')).toMatchObject({ ok: false, error: { validation: { code: 'AUTH.PASSWORD_TOO_SHORT', min: 8 } } });
    expect(await registerEmail(deps, 'a@b.co', 'password123', 'password124')).toMatchObject({ ok: false, error: { validation: { code: 'AUTH.PASSWORD_MISMATCH' } } });
    expect(sent).toEqual([]);
  });

  it('creates the account through the sign-in call and goes to profile completion', async () => {
    const { deps, sent } = setup();
    expect(await registerEmail(deps, 'a@b.co', 'password123', 'password123')).toMatchObject({ ok: true, next: 'profile', isRegister: true });
    expect(sent[0]?.payload.password).toBe('482c811da5d5b4bc6d497ffa98491e38');
  });
});
