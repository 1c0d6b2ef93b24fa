import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../contracts/user/current-user';
import { createScriptedHttp, testUser } from '../session/session-test-kit';
import { saveProfile } from './save-profile';

function storeWith(user: CurrentUser) {
  const user$ = new BehaviorSubject<CurrentUser | null>(user);
  return { user$, updateUser: (next: CurrentUser) => user$.next(next) };
}

describe('saveProfile', () => {
  it('puts the saved user into the session at once, keeping the counters the answer does not carry', async () => {
    const store = storeWith(testUser(7, { nickname: 'Old', fans_num: 12 }));
    const { http, sent } = createScriptedHttp({ '/user/update-info': { data: { user_info: testUser(7, { nickname: 'Lúa' }), show_avatar_moment: 0 } } });
    expect(await saveProfile({ http, store }, { nickname: 'Lúa' })).toEqual({ ok: true });
    expect(sent).toEqual([{ path: '/user/update-info', payload: { user_info: { nickname: 'Lúa' } } }]);
    expect(store.user$.getValue()).toMatchObject({ nickname: 'Lúa', fans_num: 12 });
  });

  it('keeps the old value and hands back the server\'s reason when the save is refused', async () => {
    const store = storeWith(testUser(7, { nickname: 'Old' }));
    const { http } = createScriptedHttp({ '/user/update-info': { error: { code: 'API.REJECTED', msg: 'A nickname has at most 20 letters' } } });
    expect(await saveProfile({ http, store }, { nickname: 'x'.repeat(40) })).toEqual({ ok: false, error: { code: 'PROFILE.UPDATE_FAILED', message: 'A nickname has at most 20 letters' } });
    expect(store.user$.getValue()?.nickname).toBe('Old');
  });
});
