import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { userUpdateInfoContract } from '../../src/application/contracts/user/update-info.contract.js';
import { NICKNAME_MAX_LETTERS, SPOKEN_LANGUAGES_MAX, SPOKEN_LANGUAGE_CODES } from '../../src/domain/profile/profile-fields.js';
import { CALL_TEST_START, startCallServer, type CallServer } from '../support/call-harness.js';

/* Issue #13 profile editing through /user/update-info: what one saves, others see; a bad field changes nothing. */

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

const adultBirthday = `${new Date(CALL_TEST_START).getUTCFullYear() - 30}-01-01`;
const minorBirthday = `${new Date(CALL_TEST_START).getUTCFullYear() - 17}-01-01`;

describe('/user/update-info from the edit pages', () => {
  it('saves nickname, about me, languages, country and birthday, answers the saved user, and another user sees them', async () => {
    const me = await server.newUser({ nickname: 'Old' });
    const other = await server.newUser({});
    const saved = await server.client(me).http.request(userUpdateInfoContract, {
      user_info: { nickname: '  Lúa ', signature: 'Surf and tea', speak_language: 'es,gl,en', country_code: 'ES', birthday: adultBirthday },
    });
    expect(saved.ok && saved.data.user_info).toMatchObject({ nickname: 'Lúa', signature: 'Surf and tea', speak_language: 'es,gl,en', country_code: 'ES', birthday: adultBirthday });
    const card = await server.client(other).http.request(userInfoContract, { target_uid: me });
    expect(card.ok && card.data).toMatchObject({ nickname: 'Lúa', signature: 'Surf and tea', speak_language: 'es,gl,en', country_code: 'ES', age: 30 });
  });

  it('refuses a too-long nickname, too many languages or an under-18 birthday with a clear message, and changes nothing', async () => {
    const me = await server.newUser({ nickname: 'Keep' });
    const http = server.client(me).http;
    const attempts = [
      { nickname: 'n'.repeat(NICKNAME_MAX_LETTERS + 1), signature: 'lost' },
      { speak_language: SPOKEN_LANGUAGE_CODES.slice(0, SPOKEN_LANGUAGES_MAX + 1).join(','), signature: 'lost' },
      { birthday: minorBirthday, signature: 'lost' },
    ];
    const messages = [];
    for (const user_info of attempts) {
      const answer = await http.request(userUpdateInfoContract, { user_info });
      expect(answer.ok).toBe(false);
      if (!answer.ok) messages.push(answer.error.msg);
    }
    expect(messages).toEqual([`A nickname has at most ${NICKNAME_MAX_LETTERS} letters`, `You can choose up to ${SPOKEN_LANGUAGES_MAX} languages`, 'You must be at least 18 years old']);
    const card = await server.client(await server.newUser({})).http.request(userInfoContract, { target_uid: me });
    expect(card.ok && [card.data.nickname, card.data.signature]).toEqual(['Keep', '']);
  });

  it('sets the privacy flags, which the user\'s own answer keeps and others\' cards obey', async () => {
    const me = await server.newUser({ nickname: 'Shy' });
    const saved = await server.client(me).http.request(userUpdateInfoContract, { user_info: { hide_profile: 1, hide_level: 1 } });
    expect(saved.ok && saved.data.user_info).toMatchObject({ nickname: 'Shy', hide_profile: 1, hide_vip: 0, hide_level: 1 });
    const card = await server.client(await server.newUser({})).http.request(userInfoContract, { target_uid: me });
    expect(card.ok && card.data).toMatchObject({ nickname: '', hide_profile: 1 });
  });
});
