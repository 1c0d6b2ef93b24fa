import { z } from 'zod';
import type { OidcSettings } from './oidc-settings.js';

/** A provider that does not answer within this time counts as failed. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** The discovery document is fetched again after this long. */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** ID-token expiry and issue times may disagree with our clock by this much. */
const CLOCK_SKEW_MS = 60_000;
const MS_PER_S = 1_000;

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});

const tokenResponseSchema = z.object({
  access_token: z.string().optional(),
  id_token: z.string(),
  token_type: z.string().optional(),
});

const idTokenClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  exp: z.number(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

const userInfoSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

type Discovery = z.infer<typeof discoverySchema>;

/** Who the provider says signed in. `subject` is stable per provider; the email may change. */
export interface ThirdPartyIdentity {
  readonly provider: string;
  readonly subject: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly name: string | undefined;
}

export type OidcOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: { readonly code: 'OIDC.FAILED'; readonly detail: string } };

/** What a public client may know to start the authorization (never the secret). */
export interface OidcPublicConfig {
  readonly authorizationEndpoint: string;
  readonly clientId: string;
  readonly scope: string;
  readonly redirectUri: string;
}

export interface OidcClient {
  readonly settings: OidcSettings;
  publicConfig(): Promise<OidcOutcome<OidcPublicConfig>>;
  /** Trades an authorization code (with its PKCE verifier) for the signed-in identity. */
  exchange(grant: { readonly code: string; readonly codeVerifier: string; readonly redirectUri: string }): Promise<OidcOutcome<ThirdPartyIdentity>>;
}

const fail = (detail: string): { ok: false; error: { code: 'OIDC.FAILED'; detail: string } } => ({ ok: false, error: { code: 'OIDC.FAILED', detail } });

/**
 * An OpenID Connect relying party for the authorization-code flow with PKCE: discovery
 * from the issuer, the code exchanged at the token endpoint by the server (holding the
 * client secret, if any), then the ID token's claims checked. The ID token comes straight
 * from the token endpoint over the server's own connection, which OIDC Core §3.1.3.7
 * accepts in place of verifying its signature; its issuer, audience and expiry are still
 * checked.
 */
export function createOidcClient(settings: OidcSettings, clock: { now(): number }, fetchImpl: typeof fetch = fetch): OidcClient {
  let cached: { readonly at: number; readonly discovery: Discovery } | null = null;

  async function discover(): Promise<OidcOutcome<Discovery>> {
    const now = clock.now();
    if (cached !== null && now - cached.at < DISCOVERY_TTL_MS) return { ok: true, value: cached.discovery };
    const url = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const body = await fetchJson(url, { method: 'GET' });
    if (!body.ok) return body;
    const parsed = discoverySchema.safeParse(body.value);
    if (!parsed.success) return fail(`discovery document at ${url} is malformed`);
    if (parsed.data.issuer !== settings.issuer) return fail(`discovery issuer ${parsed.data.issuer} is not ${settings.issuer}`);
    cached = { at: now, discovery: parsed.data };
    return { ok: true, value: parsed.data };
  }

  async function fetchJson(url: string, init: RequestInit): Promise<OidcOutcome<unknown>> {
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      const text = await response.text();
      if (!response.ok) return fail(`${url} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return fail(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function clientAuthentication(discovery: Discovery, form: URLSearchParams): Record<string, string> {
    form.set('client_id', settings.clientId);
    if (settings.clientSecret === undefined) return {};
    const methods = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (!methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
      form.set('client_secret', settings.clientSecret);
      return {};
    }
    // RFC 6749 §2.3.1: both parts form-urlencoded before base64.
    const basic = Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64');
    return { Authorization: `Basic ${basic}` };
  }

  function readIdToken(idToken: string): OidcOutcome<z.infer<typeof idTokenClaimsSchema>> {
    const payload = idToken.split('.')[1];
    if (payload === undefined) return fail('id_token is not a JWT');
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return fail('id_token payload is not JSON');
    }
    const parsed = idTokenClaimsSchema.safeParse(claims);
    if (!parsed.success) return fail('id_token lacks iss, sub, aud or exp');
    const { iss, aud, azp, exp } = parsed.data;
    const audiences = typeof aud === 'string' ? [aud] : aud;
    if (iss !== settings.issuer) return fail(`id_token issuer ${iss} is not ${settings.issuer}`);
    if (!audiences.includes(settings.clientId)) return fail('id_token is for another client');
    if (audiences.length > 1 && azp !== settings.clientId) return fail('id_token azp is not this client');
    if (exp * MS_PER_S + CLOCK_SKEW_MS < clock.now()) return fail('id_token has expired');
    return { ok: true, value: parsed.data };
  }

  return {
    settings,
    async publicConfig() {
      const discovery = await discover();
      if (!discovery.ok) return discovery;
      return {
        ok: true,
        value: { authorizationEndpoint: discovery.value.authorization_endpoint, clientId: settings.clientId, scope: settings.scope, redirectUri: settings.redirectUri },
      };
    },

    async exchange(grant) {
      // A code issued for another redirect URI must not be redeemed here (RFC 6749 §4.1.3).
      if (grant.redirectUri !== settings.redirectUri) return fail(`redirect_uri ${grant.redirectUri} is not the registered one`);
      const discovery = await discover();
      if (!discovery.ok) return discovery;
      const form = new URLSearchParams({ grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.codeVerifier });
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...clientAuthentication(discovery.value, form) };
      const tokenBody = await fetchJson(discovery.value.token_endpoint, { method: 'POST', headers, body: form.toString() });
      if (!tokenBody.ok) return tokenBody;
      const tokens = tokenResponseSchema.safeParse(tokenBody.value);
      if (!tokens.success) return fail('token response has no id_token');
      const claims = readIdToken(tokens.data.id_token);
      if (!claims.ok) return claims;

      let { email, email_verified: emailVerified, name } = claims.value;
      const userinfoEndpoint = discovery.value.userinfo_endpoint;
      if (email === undefined && userinfoEndpoint !== undefined && tokens.data.access_token !== undefined) {
        const info = await fetchJson(userinfoEndpoint, { method: 'GET', headers: { Authorization: `Bearer ${tokens.data.access_token}`, Accept: 'application/json' } });
        const parsed = info.ok ? userInfoSchema.safeParse(info.value) : undefined;
        // Userinfo about someone else than the ID token is an attack or a bug: refuse.
        if (parsed?.success === true && parsed.data.sub !== claims.value.sub) return fail('userinfo sub differs from the id_token');
        if (parsed?.success === true) ({ email, email_verified: emailVerified, name } = { ...parsed.data, name: parsed.data.name ?? name });
      }
      return { ok: true, value: { provider: settings.issuer, subject: claims.value.sub, email, emailVerified: emailVerified === true, name } };
    },
  };
}
