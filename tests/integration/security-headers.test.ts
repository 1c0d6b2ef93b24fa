import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { startPaymentServer, type PaymentServer } from './payments-harness.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('an attacker page framing the card provider’s pages (clickjacking the 3-D Secure approval)', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await startPaymentServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('cannot: the 3-D Secure page may be framed only by our own pages, and no script may be injected into it', async () => {
    const uid = await server.newUser();
    const { token } = await server.startCardPayment(uid);
    const result = await server.payWithCard(token, TEST_CARDS.challenge);
    const response = await fetch(new URL(result.redirectUrl ?? '', server.baseUrl));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('challenge-approve');

    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('cannot run the data-collection page’s script under another policy: its one inline script is allowed by hash, nothing else', async () => {
    const uid = await server.newUser();
    const { token } = await server.startCardPayment(uid);
    const result = await server.payWithCard(token, TEST_CARDS.gather);
    const response = await fetch(new URL(result.redirectUrl ?? '', server.baseUrl));
    const html = await response.text();
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).not.toBe('');
    const scriptSources = directives(response.headers.get('content-security-policy')).get('script-src');
    expect(scriptSources).toEqual(["'self'", sha256(inline)]);
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('security headers on every kind of answer', () => {
  const INLINE_CHECK = "document.documentElement.dataset.checked='1'";
  let app: FastifyInstance;
  let clientDir: string;

  const build = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-headers-'));
    return buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0', CLIENT_DIR: clientDir, ...env }), { database: { kind: 'pglite', dataDir: null } });
  };

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><html><head><script>${INLINE_CHECK}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`);
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    app = await build({});
  });
  afterAll(async () => {
    await app?.close();
  });

  const kinds = [
    ['the client page', 'GET', '/'],
    ['a client script', 'GET', '/assets/app.js'],
    ['the health check', 'GET', '/healthz'],
    ['an API refusal', 'POST', '/api/profile/init'],
    ['a not-found answer', 'GET', '/no/such/thing'],
    ['a gift animation file', 'GET', '/gifts/svga/1.svga'],
    ['an upload without its ticket', 'GET', '/uploads/avatars/x.png'],
    ['the provider’s API', 'POST', '/sandbox-pay/v1/payments'],
  ] as const;

  it.each(kinds)('%s carries a CSP without unsafe-eval, nosniff, a Referrer-Policy and frame-ancestors', async (_kind, method, url) => {
    const response = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
    const policy = directives(String(response.headers['content-security-policy'] ?? ''));
    expect(policy.size).toBeGreaterThan(0);
    for (const values of policy.values()) {
      expect(values).not.toContain("'unsafe-eval'");
    }
    expect(policy.get('script-src') ?? policy.get('default-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-ancestors')).toBeDefined();
    expect(policy.get('frame-ancestors')).not.toContain('*');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the client page run its own inline check by hash, load its own scripts and the broker, and nobody else frame it', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain(INLINE_CHECK);
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('script-src')).toContain(sha256(INLINE_CHECK));
    expect(policy.get('script-src')).toContain("'self'");
    expect(policy.get('connect-src')).toContain("'self'");
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('gives a revalidated page (304, no content type) the page policy again, since the browser keeps the 304’s headers', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const revalidated = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('never lets an answer that is not a page load, run or be framed by anything (an uploaded SVG or HTML opened directly)', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only when the server says it is reached over TLS (HSTS=1), never on plain HTTP by default', async () => {
    const plain = await app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await build({ HSTS: '1' });
    try {
      const response = await behindTls.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    } finally {
      await behindTls.close();
    }
  });
});
