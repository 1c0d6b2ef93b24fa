import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../../adapters/crypto/crypto-js-session-crypto';
import { forgotPassword } from './forgot-password';
import { resetPassword } from './reset-password';
import { createScriptedHttp } from './session-test-kit';

const device = { device_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', platform: 'web', app_version: '1.0.0' };
const LINK_TOKEN = 'Q2hvb3NlIGEgbG9uZyByYW5kb20gdG9rZW4gaGVyZSE';

describe('forgot and reset password', () => {
  it('asks for a code for a well-formed address only', async () => {
    const { http, sent } = createScriptedHttp({ '/login/forgot-code': {} });
    expect(await forgotPassword(http, 'bad-address')).toMatchObject({ ok: false, error: { validation: { code: 'AUTH.EMAIL_FORMAT' } } });
    expect(await forgotPassword(http, ' a@b.co ')).toEqual({ ok: true });
    expect(sent).toEqual([{ path: '/login/forgot-code', payload: { email: 'a@b.co' } }]);
  });

  it('checks code and new password before sending, then sends the md5 of the new password', async () => {
    const { http, sent } = createScriptedHttp({ '/login/reset-password': {} });
    const deps = { anonymousHttp: http, crypto: cryptoJsSessionCrypto, device };
    const form = { email: 'a@b.co', code: '0042', password: 'password123', confirmation: 'password123' };
    expect(await resetPassword(deps, { ...form, code: '42' })).toMatchObject({ ok: false, error: { validation: { code: 'AUTH.CODE_LENGTH' } } });
    expect(await resetPassword(deps, { ...form, code: '4x42' })).toMatchObject({ ok: false, error: { validation: { code: 'AUTH.CODE_DIGITS' } } });
    expect(await resetPassword(deps, { ...form, confirmation: 'password124' })).toMatchObject({ ok: false, error: { validation: { code: 'AUTH.PASSWORD_MISMATCH' } } });
    expect(sent).toEqual([]);
    expect(await resetPassword(deps, form)).toEqual({ ok: true });
    expect(sent[0]?.payload).toEqual({ email: 'a@b.co', code: '0042', password: '482c811da5d5b4bc6d497ffa98491e38', device_id: device.device_id });
  });

  it('sends the token of the mailed link with the code when the page was opened from the link', async () => {
    const { http, sent } = createScriptedHttp({ '/login/reset-password': {} });
    const form = { email: 'a@b.co', code: '0042', password: 'password123', confirmation: 'password123', linkToken: LINK_TOKEN };
    expect(await resetPassword({ anonymousHttp: http, crypto: cryptoJsSessionCrypto, device }, form)).toEqual({ ok: true });
    expect(sent[0]?.payload).toMatchObject({ device_id: device.device_id, reset_token: LINK_TOKEN });
  });

  it('passes the server reason on for a wrong or expired code', async () => {
    const { http } = createScriptedHttp({ '/login/reset-password': { error: { code: 'API.REJECTED', msg: 'The code is wrong or has expired', result: -1 } } });
    expect(await resetPassword({ anonymousHttp: http, crypto: cryptoJsSessionCrypto, device }, { email: 'a@b.co', code: '1234', password: 'password123', confirmation: 'password123' })).toEqual({
      ok: false,
      error: { code: 'LOGIN.FAILED', msg: 'The code is wrong or has expired' },
    });
  });

  it('turns a refusal that names a reset code (too many codes, locked address, wrong code) into that code, for the page to word', async () => {
    const refusal = (code: string) => ({ error: { code: 'API.REJECTED' as const, msg: 'refused', result: -1, data: { code } } });
    const forgot = createScriptedHttp({ '/login/forgot-code': refusal('RESET.ADDRESS_DAILY_CAP') });
    expect(await forgotPassword(forgot.http, 'a@b.co')).toEqual({ ok: false, error: { code: 'RESET.ADDRESS_DAILY_CAP' } });
    const reset = createScriptedHttp({ '/login/reset-password': refusal('RESET.ADDRESS_LOCKED') });
    const form = { email: 'a@b.co', code: '1234', password: 'password123', confirmation: 'password123' };
    expect(await resetPassword({ anonymousHttp: reset.http, crypto: cryptoJsSessionCrypto, device }, form)).toEqual({ ok: false, error: { code: 'RESET.ADDRESS_LOCKED' } });
    const unproven = createScriptedHttp({ '/login/reset-password': refusal('RESET.OPEN_MAIL_LINK') });
    expect(await resetPassword({ anonymousHttp: unproven.http, crypto: cryptoJsSessionCrypto, device }, form)).toEqual({ ok: false, error: { code: 'RESET.OPEN_MAIL_LINK' } });
  });
});
