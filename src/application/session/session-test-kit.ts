import type { Contract, PayloadInput, ResponseData } from '../contracts/define-contract';
import type { LoginGrant } from '../contracts/login/login-grant';
import type { CurrentUser } from '../contracts/user/current-user';
import type { ApiError, ApiResult, HttpPort } from '../ports/http.port';
import type { DeviceInfo } from './device-info';

/** One answer of the scripted server: the `ok` code and data, or a transport/API failure. */
export type ScriptedAnswer = { readonly code?: number; readonly msg?: string; readonly data?: unknown } | { readonly error: ApiError };

/**
 * An in-memory HttpPort for the session tests: answers each path from a script and
 * records what was sent. Payloads and data go through the contract like the real
 * client, so a use case that breaks its contract fails here too.
 */
export function createScriptedHttp(script: Record<string, ScriptedAnswer | ((payload: Record<string, unknown>) => ScriptedAnswer)> = {}) {
  const sent: { path: string; payload: Record<string, unknown> }[] = [];
  const http: HttpPort = {
    async request<C extends Contract>(contract: C, payload: PayloadInput<C>): Promise<ApiResult<ResponseData<C>>> {
      const checked = contract.payload.safeParse(payload);
      if (!checked.success) return { ok: false, error: { code: 'API.INVALID_PAYLOAD', msg: checked.error.message } };
      sent.push({ path: contract.path, payload: checked.data as Record<string, unknown> });
      const entry = script[contract.path];
      const answer = typeof entry === 'function' ? entry(checked.data as Record<string, unknown>) : entry;
      if (answer === undefined) return { ok: false, error: { code: 'API.NETWORK', msg: `no script for ${contract.path}` } };
      if ('error' in answer) return { ok: false, error: answer.error };
      const parsed = contract.response.safeParse(answer.data);
      if (!parsed.success) throw new Error(`scripted data of ${contract.path} breaks its contract: ${parsed.error.message}`);
      return { ok: true, code: answer.code ?? 1, msg: answer.msg ?? '', data: parsed.data as ResponseData<C> };
    },
  };
  return { http, sent, script };
}

export const testDevice: DeviceInfo = { device_id: '0123456789abcdef0123456789abcdef', platform: 'web', app_version: '1.4.0' };

export function testUser(uid: number, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    uid, nickname: `User ${uid}`, avatar: '', small_avatar: '', big_avatar_url: '', is_vip: 0, vip_exp: 0, is_auth: 0, auth_status: 0,
    level: 0, is_rest: 0, hide_profile: 0, hide_vip: 0, hide_level: 0, call_free_min: 0, recharge_money: 0, channel_key: '', sex: 0,
    birthday: '', country_code: '', country_flag: '', video_call_gold: 0, voice_call_gold: 0, is_tourist: 0, ...overrides,
  };
}

export function testGrant(uid: number, overrides: Partial<LoginGrant> = {}): LoginGrant {
  return {
    token: `token-${uid}`, refresh_token: `refresh-${uid}`, app_cre: 'c2Vzc2lvbi1rZXk=', user_info: testUser(uid),
    sign_type: 1, is_register: 0, is_tourist: 0, random_info: null, ...overrides,
  };
}

/** The credentialed client of a test whose requests must all go without the stored token: any use of it is a bug. */
export const credentialedHttpUnused: HttpPort = {
  request: (contract) => Promise.reject(new Error(`${contract.path} was sent with the stored token`)),
};
