import { describe, expect, it } from 'vitest';
import type { Contract } from '../contracts/define-contract';
import type { ApiResult, HttpPort } from '../ports/http.port';
import { createEmailBindingServices } from './email-binding-services';

function answering(result: ApiResult<unknown>) {
  const sent: { path: string; payload: unknown }[] = [];
  const http = {
    request: async (contract: Contract, payload: unknown) => {
      sent.push({ path: contract.path, payload });
      return result;
    },
  } as unknown as HttpPort;
  const services = createEmailBindingServices({ http, store: { updateUser: () => undefined }, me: { refresh: async () => undefined }, crypto: { md5Hex: (text: string) => `md5(${text})` }, device: { device_id: 'd'.repeat(32), platform: 'web', app_version: '1.0.0' } });
  return { services, sent };
}

const FORM = { email: ' ana@example.com ', code: '1234', password: 'correct horse', confirmation: 'correct horse' };

describe('e-mail binding services', () => {
  it('send nothing for a form the domain refuses (address, code, password)', async () => {
    const { services, sent } = answering({ ok: true, code: 1, msg: '', data: {} });
    expect(await services.sendCode('bind', 'not-an-address')).toEqual({ ok: false, error: { code: 'EMAIL.INVALID_INPUT', validation: { code: 'AUTH.EMAIL_FORMAT' } } });
    expect(await services.bind({ ...FORM, code: '12' })).toEqual({ ok: false, error: { code: 'EMAIL.INVALID_INPUT', validation: { code: 'AUTH.CODE_LENGTH' } } });
    expect(await services.bind({ ...FORM, confirmation: 'other horse' })).toMatchObject({ ok: false, error: { code: 'EMAIL.INVALID_INPUT' } });
    expect(sent).toEqual([]);
  });

  it('bind with the code and the md5 of the password, and tell what the bind credited', async () => {
    const { services, sent } = answering({ ok: true, code: 1, msg: '', data: { user_info: {}, reward_coins: 100 } });
    expect(await services.bind(FORM)).toEqual({ ok: true, value: { rewardCoins: 100 } });
    expect(sent[0]).toMatchObject({ path: '/account/bind', payload: { login_from: 19, email: 'ana@example.com', password: 'md5(correct horse)', verify_code: '1234' } });
  });

  it('word the server’s refusal by its code, and no connection as offline', async () => {
    const refused = answering({ ok: false, error: { code: 'API.REJECTED', msg: 'This email is already used by another account', data: { code: 'EMAIL.TAKEN' } } });
    expect(await refused.services.sendCode('bind', FORM.email)).toEqual({ ok: false, error: { code: 'EMAIL.TAKEN' } });
    const offline = answering({ ok: false, error: { code: 'API.NETWORK', msg: 'Failed to fetch' } });
    expect(await offline.services.change({ email: FORM.email, oldCode: '1111', newCode: '2222' })).toEqual({ ok: false, error: { code: 'EMAIL.OFFLINE' } });
  });
});
