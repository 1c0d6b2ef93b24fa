import { describe, expect, it } from 'vitest';
import { createScriptedHttp } from '../session/session-test-kit';
import { isThirdPartyConfigured } from './third-party-configured';

const index = { data: { app_key: 'glint', authorization_endpoint: 'https://idp.example/auth', scope: 'openid email profile', redirect_uri: 'https://glint.example/' } };

describe('isThirdPartyConfigured', () => {
  it('is true in a browser when the server names a provider', async () => {
    expect(await isThirdPartyConfigured({ http: createScriptedHttp({ '/login/google-index': index }).http, isNativeShell: false })).toBe(true);
  });

  it('is false when the server has none', async () => {
    const { http } = createScriptedHttp({ '/login/google-index': { error: { code: 'API.REJECTED', msg: 'off' } } });
    expect(await isThirdPartyConfigured({ http, isNativeShell: false })).toBe(false);
  });

  it('is false inside the native shell without asking (web only)', async () => {
    const { http, sent } = createScriptedHttp({ '/login/google-index': index });
    expect(await isThirdPartyConfigured({ http, isNativeShell: true })).toBe(false);
    expect(sent).toEqual([]);
  });
});
