import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { finishThirdPartyLogin } from './finish-third-party-login';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testDevice, testGrant, testUser, credentialedHttpUnused } from './session-test-kit';
import { THIRD_PARTY_PENDING_NAME, THIRD_PARTY_PENDING_TTL_MS } from './third-party-pending';

const text = fc.string({ minLength: 1, maxLength: 64 });

describe('session properties', () => {
  it('restores exactly the session it stored, for any grant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), text, text, text, text, fc.constantFrom(0 as const, 1 as const), (uid, token, refresh, appCre, nickname, tourist) => {
        const storage = new InMemoryStorage();
        const user = testUser(uid, { nickname, is_tourist: tourist });
        createSessionStore(storage).signIn(testGrant(uid, { token, refresh_token: refresh, app_cre: appCre, user_info: user }));
        const restored = createSessionStore(storage);
        expect(restored.credentials()).toEqual({ token, appCre });
        expect(restored.refreshToken()).toBe(refresh);
        expect(restored.user$.getValue()).toEqual(user);
        expect(restored.isTourist$.getValue()).toBe(tourist === 1);
      }),
    );
  });

  it('accepts a provider return up to the pending lifetime and ignores it after, without calling the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * THIRD_PARTY_PENDING_TTL_MS }), async (elapsed) => {
        const storage = new InMemoryStorage();
        const state = 'ab'.repeat(16);
        storage.write(THIRD_PARTY_PENDING_NAME, { v: 1, state, code_verifier: 'c'.repeat(64), redirect_uri: 'https://glint.example/', started_at: 1_000 });
        const { http, sent } = createScriptedHttp({ '/login/handle': { data: testGrant(1) } });
        const deps = { http: credentialedHttpUnused, anonymousHttp: http, store: createSessionStore(storage), storage, crypto: cryptoJsSessionCrypto, device: testDevice, now: () => 1_000 + elapsed };
        const result = await finishThirdPartyLogin(deps, { code: 'x', state });
        expect(result.ok).toBe(elapsed <= THIRD_PARTY_PENDING_TTL_MS);
        expect(sent.length).toBe(elapsed <= THIRD_PARTY_PENDING_TTL_MS ? 1 : 0);
      }),
      { numRuns: 50 },
    );
  });
});
