import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { uploadParamsContract } from '../../src/application/contracts/upload/params.contract.js';
import { uploadSuccessContract } from '../../src/application/contracts/upload/success.contract.js';
import { userUpdateInfoContract } from '../../src/application/contracts/user/update-info.contract.js';
import type { HttpPort } from '../../src/application/ports/http.port.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake avatar body')]);

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => server?.close());

async function signedIn(): Promise<TestBrowser> {
  const browser = testBrowser(server);
  const signed = await loginQuick(browser);
  if (!signed.ok) throw new Error(`quick sign-in failed: ${JSON.stringify(signed.error)}`);
  return browser;
}

/** Uploads a picture the way the app does (/upload/params, PUT, /upload/success) and answers its URL. */
async function uploadPicture(http: HttpPort): Promise<string> {
  const ticket = await http.request(uploadParamsContract, { type: 'png', flag: 'avatar', width: 40, height: 30 });
  if (!ticket.ok || 'list' in ticket.data) throw new Error('expected one upload ticket');
  const t = ticket.data;
  const put = await fetch(`${server.baseUrl}${t.host}/${t.dir.path}`, { method: 'PUT', headers: t.headers, body: new Uint8Array(PNG) });
  expect(put.status).toBe(200);
  const confirmed = await http.request(uploadSuccessContract, { id: t.upload_id });
  if (!confirmed.ok) throw new Error(confirmed.error.msg);
  return confirmed.data.url;
}

describe('/user/update-info', () => {
  it('saves an uploaded avatar and a country, and /profile/init shows them in user_info', async () => {
    const { http } = await signedIn();
    const url = await uploadPicture(http);

    const saved = await http.request(userUpdateInfoContract, { user_info: { avatar: { url, width: 40, height: 30, img_type: 'png' }, country_code: 'ES' } });
    expect(saved).toMatchObject({ ok: true, data: { user_info: { big_avatar_url: url, avatar: url, country_code: 'ES' }, show_avatar_moment: 0 } });

    const init = await http.request(profileInitContract, { user_agent: 'Mozilla/5.0 (test)' });
    expect(init.ok && init.data.user_info).toMatchObject({ avatar: url, small_avatar: url, big_avatar_url: url, country_code: 'ES', country_flag: '🇪🇸' });
  });

  it('trims the nickname and leaves rest mode with is_rest 0, changing nothing else', async () => {
    const { http } = await signedIn();
    await http.request(userUpdateInfoContract, { user_info: { country_code: 'FR' } });
    const saved = await http.request(userUpdateInfoContract, { user_info: { nickname: '  Ana  ', is_rest: 0 } });
    expect(saved).toMatchObject({ ok: true, data: { user_info: { nickname: 'Ana', is_rest: 0, country_code: 'FR' } } });
  });

  it('refuses an avatar URL that is not an upload of this user, and keeps the old avatar', async () => {
    const owner = await signedIn();
    const othersPicture = await uploadPicture(owner.http);
    const { http } = await signedIn();
    const before = await http.request(profileInitContract, { user_agent: 'Mozilla/5.0 (test)' });

    for (const url of [othersPicture, 'https://elsewhere.example/a.png', '/uploads/../secret.png']) {
      const refused = await http.request(userUpdateInfoContract, { user_info: { avatar: { url, width: 1, height: 1, img_type: 'png' } } });
      expect(refused.ok ? 'saved' : refused.error.msg).toContain('user_info.avatar.url must be an image you uploaded');
    }
    const after = await http.request(profileInitContract, { user_agent: 'Mozilla/5.0 (test)' });
    expect(after.ok && after.data.user_info.avatar).toBe(before.ok && before.data.user_info.avatar);
  });

  it('refuses a country code that is not two capital letters, naming the field', async () => {
    const { http } = await signedIn();
    const refused = await http.request(userUpdateInfoContract, { user_info: { country_code: 'Spain' } });
    expect(refused.ok ? 'saved' : refused.error).toMatchObject({ code: 'API.INVALID_PAYLOAD', msg: expect.stringContaining('user_info.country_code') });
  });
});
