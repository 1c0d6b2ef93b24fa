/*
 * The Content-Security-Policies Glint sends (DESIGN.md "Trust"). Three kinds of response:
 *  - the client's pages and scripts: only our own code runs ('self' plus the hashes of the
 *    prerendered page's inline check), never 'unsafe-eval' or inline script; media from us,
 *    blob: and data: (drafts, voice notes, the SVGA player's worker), the upload bucket
 *    and the card provider when they live on other origins; framed by nobody but us;
 *  - the card provider's pages (checkout, 3-D Secure, data collection): framed only by our
 *    own pages, forms posted only to the provider or back to the shop;
 *  - everything else (API answers, /healthz, uploads, gift files): never a document, so
 *    nothing may load, run or frame it, and it is sandboxed if opened anyway.
 * Styles keep 'unsafe-inline': React and the checkout layers set style attributes, and an
 * injected style cannot run code.
 */

/** Other origins the client page talks to, from the runtime settings (each `scheme://host[:port]`). */
export interface PolicySources {
  /** The card provider when it is not mounted on this server (SANDBOX_PAY_URL): its frames and its API. */
  readonly payProvider: readonly string[];
  /** Where uploads are put and read when they are not on this server (S3_ENDPOINT, S3_PUBLIC_URL). */
  readonly uploads: readonly string[];
  /** The shop pages allowed to frame the card provider's pages besides its own origin (standalone provider). */
  readonly shops: readonly string[];
  /** The games' own origin (server/games/games-settings.ts): the app frames them and nothing else of theirs. */
  readonly games?: readonly string[];
}

/** Google Pay's script, its frames and its button images (best effort: Apple Pay needs none). */
const GOOGLE_PAY = { script: 'https://pay.google.com', frame: 'https://pay.google.com', image: 'https://www.gstatic.com' } as const;

type Directives = ReadonlyArray<readonly [string, ...string[]]>;

const serialize = (directives: Directives): string => directives.map((parts) => parts.join(' ')).join('; ');

/** The client: the SPA's pages, its scripts (workers take the policy of their script) and the prerendered index.html. */
export function clientPagePolicy(sources: PolicySources, scriptHashes: readonly string[]): string {
  return serialize([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...sources.payProvider, GOOGLE_PAY.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...sources.uploads, GOOGLE_PAY.image],
    ['media-src', "'self'", 'data:', 'blob:', ...sources.uploads],
    ['font-src', "'self'", 'data:'],
    // 'self' covers the broker's ws:/wss: on this host (CSP 3); uploads PUT to the bucket.
    ['connect-src', "'self'", ...sources.uploads, ...sources.payProvider, GOOGLE_PAY.script],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...sources.payProvider, ...(sources.games ?? []), GOOGLE_PAY.frame],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...sources.payProvider],
    ['frame-ancestors', "'self'"],
  ]);
}

/** The card provider's pages: only the shop (this server, or the configured shop origins) may frame them. */
export function paymentPagePolicy(sources: PolicySources, scriptHashes: readonly string[]): string {
  return serialize([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // The checkout form's answer redirects back to the shop's return page.
    ['form-action', "'self'", ...sources.shops],
    ['frame-ancestors', "'self'", ...sources.shops],
  ]);
}

/** Anything that is not a page: nothing loads, nothing runs, nobody frames it. */
export const NOT_A_PAGE_POLICY = serialize([
  ['default-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['sandbox'],
]);

/** `scheme://host[:port]` of an absolute http(s) URL; null for a path or anything else. */
export function originOf(url: string | undefined): string | null {
  if (url === undefined || url === '') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const origins = (...urls: ReadonlyArray<string | undefined>): readonly string[] =>
  [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];

/**
 * The policy's other origins from the runtime settings: SANDBOX_PAY_URL (a provider on its
 * own host), S3_ENDPOINT and S3_PUBLIC_URL (uploads in a bucket), PAY_SHOP_ORIGINS (on a
 * standalone provider: the shop origins, comma-separated, that may frame its pages).
 */
export function loadPolicySources(env: NodeJS.ProcessEnv): PolicySources {
  return {
    payProvider: origins(env.SANDBOX_PAY_URL),
    uploads: origins(env.S3_ENDPOINT, env.S3_PUBLIC_URL),
    shops: origins(...(env.PAY_SHOP_ORIGINS ?? '').split(',').map((item) => item.trim())),
  };
}
