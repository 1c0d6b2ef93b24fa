import { describe, expect, it } from 'vitest';
import { createScriptedHttp, testUser } from '../session/session-test-kit';
import { saveProfileExtras } from './save-profile-extras';

describe('saveProfileExtras', () => {
  it('sends the avatar as user_info.avatar and the country code through /user/update-info', async () => {
    const { http, sent } = createScriptedHttp({ '/user/update-info': { data: { user_info: testUser(1, { big_avatar_url: '/uploads/a.png' }), show_avatar_moment: 0 } } });
    const outcome = await saveProfileExtras(http, { avatar: { url: '/uploads/a.png', width: 10, height: 12, imgType: 'png' }, countryCode: 'ES' });
    expect(outcome).toEqual({ ok: true });
    expect(sent).toEqual([{ path: '/user/update-info', payload: { user_info: { avatar: { url: '/uploads/a.png', width: 10, height: 12, img_type: 'png' }, country_code: 'ES' } } }]);
  });

  it('reports a refusal as a value', async () => {
    const { http } = createScriptedHttp({});
    expect(await saveProfileExtras(http, { countryCode: 'ES' })).toEqual({ ok: false, error: { code: 'PROFILE.UPDATE_FAILED' } });
  });
});
