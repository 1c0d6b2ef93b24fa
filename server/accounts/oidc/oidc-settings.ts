/** Scopes asked for unless OIDC_SCOPE says otherwise (the spec asks for email and profile). */
export const DEFAULT_OIDC_SCOPE = 'openid email profile';

/** Third-party sign-in through an OpenID provider (authorization code + PKCE). */
export interface OidcSettings {
  /** The provider's issuer URL; its discovery document lives under it. */
  readonly issuer: string;
  readonly clientId: string;
  /** Only for confidential clients; stays on the server, never in an answer. */
  readonly clientSecret: string | undefined;
  /** Where the provider sends the browser back; must be registered with the provider. */
  readonly redirectUri: string;
  readonly scope: string;
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (optional), OIDC_REDIRECT_URI,
 * OIDC_SCOPE (optional). Null when OIDC_ISSUER is unset (third-party sign-in off);
 * throws for a half configuration, which is a deployment mistake best found at start-up.
 */
export function loadOidcSettings(env: NodeJS.ProcessEnv): OidcSettings | null {
  const issuer = env.OIDC_ISSUER || undefined;
  if (issuer === undefined) return null;
  const clientId = env.OIDC_CLIENT_ID || undefined;
  const redirectUri = env.OIDC_REDIRECT_URI || undefined;
  if (clientId === undefined || redirectUri === undefined) {
    throw new Error('OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_REDIRECT_URI are required too');
  }
  for (const [name, value] of [['OIDC_ISSUER', issuer], ['OIDC_REDIRECT_URI', redirectUri]] as const) {
    if (!URL.canParse(value)) throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  return { issuer, clientId, clientSecret: env.OIDC_CLIENT_SECRET || undefined, redirectUri, scope: env.OIDC_SCOPE || DEFAULT_OIDC_SCOPE };
}
