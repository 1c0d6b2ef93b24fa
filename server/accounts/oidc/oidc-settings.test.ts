import { describe, expect, it } from 'vitest';
import { DEFAULT_OIDC_SCOPE, loadOidcSettings } from './oidc-settings.js';

describe('OIDC settings', () => {
  it('are off when OIDC_ISSUER is unset', () => {
    expect(loadOidcSettings({})).toBeNull();
  });

  it('read the issuer, client, optional secret and redirect URI, with the default scope', () => {
    expect(loadOidcSettings({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'glint', OIDC_REDIRECT_URI: 'https://glint.example/' })).toEqual({
      issuer: 'https://id.example',
      clientId: 'glint',
      clientSecret: undefined,
      redirectUri: 'https://glint.example/',
      scope: DEFAULT_OIDC_SCOPE,
    });
  });

  it('refuse a half configuration or a relative URL at start-up', () => {
    expect(() => loadOidcSettings({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC_CLIENT_ID and OIDC_REDIRECT_URI/);
    expect(() => loadOidcSettings({ OIDC_ISSUER: 'id.example', OIDC_CLIENT_ID: 'glint', OIDC_REDIRECT_URI: 'https://glint.example/' })).toThrow(/OIDC_ISSUER must be an absolute URL/);
  });
});
