import { describe, expect, it } from 'vitest';
import { createOidcClient } from './oidc-client.js';
import type { OidcSettings } from './oidc-settings.js';

const NOW = Date.UTC(2025, 0, 1);
const settings: OidcSettings = { issuer: 'https://id.example', clientId: 'glint', clientSecret: 's3cret', redirectUri: 'https://glint.example/', scope: 'openid email' };
const discovery = {
  issuer: 'https://id.example',
  authorization_endpoint: 'https://id.example/auth',
  token_endpoint: 'https://id.example/token',
  userinfo_endpoint: 'https://id.example/me',
};

const jwt = (claims: Record<string, unknown>): string =>
  ['{"alg":"RS256"}', JSON.stringify(claims), 'signature'].map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part)).join('.');

const goodClaims = { iss: 'https://id.example', sub: 'user-1', aud: 'glint', exp: NOW / 1000 + 300, email: 'u@id.example', email_verified: true };

/** A provider answering from a table; records the requests it got. */
function fakeProvider(answers: { token?: unknown; userinfo?: unknown; discovery?: unknown; tokenStatus?: number }) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, init });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/.well-known/openid-configuration')) return json(answers.discovery ?? discovery);
    if (url === discovery.token_endpoint) return json(answers.token ?? { id_token: jwt(goodClaims), access_token: 'at' }, answers.tokenStatus ?? 200);
    if (url === discovery.userinfo_endpoint) return json(answers.userinfo ?? {});
    return json({}, 404);
  }) as typeof fetch;
  return { requests, client: createOidcClient(settings, { now: () => NOW }, fetchImpl) };
}

const grant = { code: 'the-code', codeVerifier: 'v'.repeat(43), redirectUri: 'https://glint.example/' };

describe('OIDC client', () => {
  it('exchanges the code with the PKCE verifier and client authentication, and returns the subject', async () => {
    const { client, requests } = fakeProvider({});
    expect(await client.exchange(grant)).toEqual({
      ok: true,
      value: { provider: 'https://id.example', subject: 'user-1', email: 'u@id.example', emailVerified: true, name: undefined },
    });
    const token = requests.find((request) => request.url === discovery.token_endpoint);
    const form = new URLSearchParams(String(token?.init?.body));
    expect(Object.fromEntries(form)).toEqual({ grant_type: 'authorization_code', code: 'the-code', redirect_uri: 'https://glint.example/', code_verifier: grant.codeVerifier, client_id: 'glint' });
    expect((token?.init?.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from('glint:s3cret').toString('base64')}`);
  });

  it('refuses a redirect URI other than the registered one before asking the provider', async () => {
    const { client, requests } = fakeProvider({});
    expect(await client.exchange({ ...grant, redirectUri: 'https://evil.example/' })).toMatchObject({ ok: false });
    expect(requests).toEqual([]);
  });

  it.each([
    ['another issuer', { ...goodClaims, iss: 'https://other.example' }],
    ['another audience', { ...goodClaims, aud: 'someone-else' }],
    ['several audiences without azp', { ...goodClaims, aud: ['glint', 'other'] }],
    ['an expired token', { ...goodClaims, exp: NOW / 1000 - 3_600 }],
    ['no subject', { ...goodClaims, sub: '' }],
  ])('refuses an ID token with %s', async (_name, claims) => {
    const { client } = fakeProvider({ token: { id_token: jwt(claims), access_token: 'at' } });
    expect(await client.exchange(grant)).toMatchObject({ ok: false, error: { code: 'OIDC.FAILED' } });
  });

  it('takes the email from userinfo when the ID token has none, and refuses userinfo about someone else', async () => {
    const { email: _email, email_verified: _verified, ...bare } = goodClaims;
    const withInfo = fakeProvider({ token: { id_token: jwt(bare), access_token: 'at' }, userinfo: { sub: 'user-1', email: 'x@id.example', email_verified: true, name: 'X' } });
    expect(await withInfo.client.exchange(grant)).toMatchObject({ ok: true, value: { email: 'x@id.example', emailVerified: true, name: 'X' } });
    const foreign = fakeProvider({ token: { id_token: jwt(bare), access_token: 'at' }, userinfo: { sub: 'user-2', email: 'x@id.example' } });
    expect(await foreign.client.exchange(grant)).toMatchObject({ ok: false });
  });

  it('refuses a discovery document for another issuer, and reports a failed token request', async () => {
    expect(await fakeProvider({ discovery: { ...discovery, issuer: 'https://evil.example' } }).client.publicConfig()).toMatchObject({ ok: false });
    expect(await fakeProvider({ tokenStatus: 400, token: { error: 'invalid_grant' } }).client.exchange(grant)).toMatchObject({
      ok: false,
      error: { detail: expect.stringContaining('HTTP 400') },
    });
  });

  it('gives the public configuration only: endpoint, client id, scope, redirect URI', async () => {
    expect(await fakeProvider({}).client.publicConfig()).toEqual({
      ok: true,
      value: { authorizationEndpoint: 'https://id.example/auth', clientId: 'glint', scope: 'openid email', redirectUri: 'https://glint.example/' },
    });
  });
});
