import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { completeProfile } from './complete-profile';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testGrant, testUser } from './session-test-kit';

const NOW = Date.UTC(2025, 5, 15);

describe('profile completion', () => {
  it('refuses an empty nickname or someone under 18 without calling the server', async () => {
    const { http, sent } = createScriptedHttp({});
    const deps = { http, store: createSessionStore(new InMemoryStorage()), now: () => NOW };
    expect(await completeProfile(deps, { nickname: '  ', birthday: '2000-01-01' })).toMatchObject({ ok: false, error: { validation: { code: 'PROFILE.NICKNAME_REQUIRED' } } });
    expect(await completeProfile(deps, { nickname: 'Ana', birthday: '2007-06-16' })).toMatchObject({ ok: false, error: { validation: { code: 'PROFILE.UNDERAGE', min: 18 } } });
    expect(sent).toEqual([]);
  });

  it('stores the completed user the server answers with', async () => {
    const { http, sent } = createScriptedHttp({ '/account/complete-profile': { data: { user_info: testUser(3, { nickname: 'Ana', birthday: '2007-06-15' }) } } });
    const store = createSessionStore(new InMemoryStorage());
    store.signIn(testGrant(3));
    expect(await completeProfile({ http, store, now: () => NOW }, { nickname: ' Ana ', birthday: '2007-06-15' })).toEqual({ ok: true });
    expect(sent[0]?.payload).toEqual({ nickname: 'Ana', birthday: '2007-06-15' });
    expect(store.user$.getValue()?.birthday).toBe('2007-06-15');
  });
});
