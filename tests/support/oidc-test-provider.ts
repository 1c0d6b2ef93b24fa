import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The one client the provider knows: Glint's server, confidential, PKCE required. */
export interface OidcTestClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

export interface OidcTestProvider {
  readonly issuer: string;
  readonly client: OidcTestClient;
  /** Who the next authorization signs in as (the test interaction logs in without a form). */
  signInAs(accountId: string): void;
  /**
   * What a browser does at the provider: follows the authorization URL through the
   * login and consent interactions (cookies kept) until the provider redirects to the
   * client's redirect URI; returns that final URL (with `code` and `state`, or `error`).
   */
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

const MAX_REDIRECTS = 20;

/**
 * A real OpenID provider (oidc-provider 9) on a free loopback port for the third-party
 * sign-in tests. Its interactions finish by themselves: login as the chosen account,
 * consent to the scopes asked for. Accounts have `<id>@idp.test` as a verified email.
 * With `pages`, they are HTML pages a browser test fills in instead: a login form
 * (`idp-login`, `idp-submit`) and a consent page (`idp-consent`).
 */
export async function startOidcTestProvider(
  client: Omit<OidcTestClient, 'clientSecret'> & { readonly clientSecret?: string },
  options: { readonly pages?: boolean } = {},
): Promise<OidcTestProvider> {
  const clientSecret = client.clientSecret ?? 'glint-test-secret';
  let accountId = 'alice';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    // Lifetimes in seconds; set so the provider does not warn about its defaults.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3_600, IdToken: 600, Interaction: 600, Session: 3_600 },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@idp.test`, email_verified: true, name: `Test ${sub}` }),
    }),
  });
  const providerCallback = provider.callback();

  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) {
      providerCallback(request, response);
      return;
    }
    void finishInteraction(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  async function finishInteraction(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (options.pages === true && request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(interactionPage(request.url ?? '', details.prompt.name, String(details.params.scope)));
      return;
    }
    if (details.prompt.name === 'login') {
      const typed = options.pages === true ? new URLSearchParams(await bodyOf(request)).get('login') : null;
      await provider.interactionFinished(request, response, { login: { accountId: typed || accountId } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session?.accountId ?? accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    client: { ...client, clientSecret },
    signInAs: (id) => void (accountId = id),
    async authorize(start) {
      // A fresh cookie jar per authorization: every sign-in goes through the login interaction.
      const cookies = new Map<string, string>();
      let url = new URL(start);
      for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
        if (url.href.startsWith(client.redirectUri)) return url;
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const separator = pair.indexOf('=');
          if (separator > 0) cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
        }
        const location = response.headers.get('location');
        if (location === null) throw new Error(`provider answered ${response.status} without a redirect at ${url.pathname}: ${(await response.text()).slice(0, 300)}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's own pages in `pages` mode: a login form, or a consent page listing the scopes. */
function interactionPage(action: string, prompt: string, scope: string): string {
  const form =
    prompt === 'login'
      ? `<h1>Sign in to the test provider</h1><label>Account <input name="login" data-testid="idp-login" required></label><button data-testid="idp-submit">Sign in</button>`
      : `<h1>Allow Glint to see: ${escapeHtml(scope)}</h1><button data-testid="idp-consent">Allow</button>`;
  return `<!doctype html><html lang="en"><title>Test provider</title><form method="post" action="${escapeHtml(action)}">${form}</form></html>`;
}
