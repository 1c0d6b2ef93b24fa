import fs from 'node:fs';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientPagePolicy, NOT_A_PAGE_POLICY, paymentPagePolicy, type PolicySources } from './content-security-policy.js';
import { inlineScriptHashes } from './inline-script-hashes.js';

/** One year, the HSTS preload lists' minimum: a browser that saw us over TLS never tries plain HTTP. */
export const HSTS_MAX_AGE_S = 31_536_000;

export interface SecurityHeaderSettings {
  readonly sources: PolicySources;
  /** The hashes of the built client's inline scripts (index.html's prerendered check). */
  readonly clientScriptHashes: readonly string[];
  /** Where the card provider's pages are mounted on this server ('/sandbox-pay'), or null. */
  readonly paymentPagesPrefix: string | null;
  /** HSTS on every answer: the server is reached over TLS only (a proxy terminates it; HSTS=1). */
  readonly hsts: boolean;
}

const isTls = (request: FastifyRequest): boolean => (request.raw.socket as Partial<TLSSocket>).encrypted === true;

type Kind = 'page' | 'script' | 'other';

/**
 * What an answer is, by its content type — or, on a 304 (which has none), by its path: the
 * browser replaces the cached page's headers with the 304's, so a revalidated page must
 * get the page's policy again.
 */
function kindOf(contentType: string, path: string): Kind {
  if (contentType !== '') return contentType.includes('text/html') ? 'page' : contentType.includes('javascript') ? 'script' : 'other';
  if (path.endsWith('/') || path.endsWith('.html')) return 'page';
  return /\.m?js$/.test(path) ? 'script' : 'other';
}

function policyFor(settings: SecurityHeaderSettings, request: FastifyRequest, contentType: string, payload: unknown): { policy: string; frame: string | null } {
  const path = request.url.split('?')[0] ?? '';
  const kind = kindOf(contentType, path);
  const page = kind === 'page';
  // A page built per request (the provider's pages) is hashed as it leaves: each of its inline scripts, no other.
  const pageHashes = page && typeof payload === 'string' ? inlineScriptHashes(payload) : [];
  const prefix = settings.paymentPagesPrefix;
  if (page && prefix !== null && (path === prefix || path.startsWith(`${prefix}/`))) {
    // X-Frame-Options cannot name other origins: left to frame-ancestors when shops elsewhere may frame.
    return { policy: paymentPagePolicy(settings.sources, pageHashes), frame: settings.sources.shops.length === 0 ? 'SAMEORIGIN' : null };
  }
  if (kind !== 'other') {
    return { policy: clientPagePolicy(settings.sources, [...settings.clientScriptHashes, ...pageHashes]), frame: 'SAMEORIGIN' };
  }
  return { policy: NOT_A_PAGE_POLICY, frame: 'DENY' };
}

/** The headers every answer carries, chosen by what the answer is. */
export function setSecurityHeaders(settings: SecurityHeaderSettings, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const contentType = String(reply.getHeader('content-type') ?? '');
  const { policy, frame } = policyFor(settings, request, contentType, payload);
  reply.header('content-security-policy', policy);
  if (frame !== null) reply.header('x-frame-options', frame);
  reply.header('x-content-type-options', 'nosniff');
  // Upload tickets, checkout ids and sign-in codes ride in URLs: no other site learns them.
  reply.header('referrer-policy', 'no-referrer');
  // Google Pay's window keeps talking to the page that opened it.
  reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
  if (settings.hsts || isTls(request)) reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
}

/**
 * One onSend hook on the root, registered before any route or plugin so every answer
 * inherits it: pages, static files, API answers, errors, /healthz, the provider's pages.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(settings, request, reply, payload);
    return payload;
  });
}

/** The hashes of the built client's inline scripts; none when the client is not built. */
export function clientScriptHashes(clientDir: string): readonly string[] {
  const index = path.join(clientDir, 'index.html');
  return fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
}
