import { NonceCache } from '../../server/api/nonce-cache.js';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../server/api/define-endpoint.js';
import { InMemoryBalances } from '../../server/api/in-memory-balances.js';
import { InMemorySessionStore } from '../../server/api/in-memory-session-store.js';
import { RATE_LIMIT_FACTOR_DEFAULT } from '../../server/rate-limits/rate-limit-policy.js';
import { registerRateLimits } from '../../server/rate-limits/register-rate-limits.js';
import { registerApi } from '../../server/api/register-api.js';
import type { AppContext } from '../../server/context.js';
import { createCallbackDispatcher } from '../../src/application/callbacks/dispatch-callbacks.js';
import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import { defineContract } from '../../src/application/contracts/define-contract.js';
import { logReportContract } from '../../src/application/contracts/log/report.contract.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { createSessionEvents, type SessionEvent } from '../../src/application/session-events.js';
import { cryptoJsCodec } from '../../src/adapters/http/crypto-js-codec.js';
import { SignedHttpClient, type SessionCredentials } from '../../src/adapters/http/signed-http-client.js';
import { signIn, startRequestLayerServer, type RequestLayerServer } from '../support/request-layer-harness.js';

const HOUR_MS = 3_600_000;

/** The browser's client (crypto-js codec, fetch) pointed at `baseUrl`, with what it emitted. */
function browserClient(baseUrl: string, credentials: () => SessionCredentials | null) {
  const sessionEvents = createSessionEvents();
  const callbacks = createCallbackDispatcher();
  const events: SessionEvent[] = [];
  const instructions: CallbackInstruction[] = [];
  sessionEvents.events$.subscribe((event) => events.push(event));
  callbacks.instructions$.subscribe((instruction) => instructions.push(instruction));
  const client = new SignedHttpClient({
    baseUrl,
    codec: cryptoJsCodec,
    credentials,
    userAgent: () => 'Glint/1.4.0 (web; integration)',
    sessionEvents,
    callbacks,
    now: () => Date.now(),
  });
  return { client, events, instructions };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('request layer end to end: the browser client against the real server', () => {
  let server: RequestLayerServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startRequestLayerServer();
    baseUrl = await listen(server.app);
  });
  afterAll(async () => server.close());

  it('reads /profile/balance of the signed-in user through the signed, encrypted layer', async () => {
    const session = signIn(server.sessions, 42, Date.now() + HOUR_MS);
    server.balances.set(42, 1_234);
    const { client, events } = browserClient(baseUrl, () => ({ token: session.token, appCre: session.appCre }));
    expect(await client.request(profileBalanceContract, {})).toEqual({ ok: true, code: 1, msg: '', data: { balance: 1_234 } });
    expect(events).toEqual([]);
  });

  it('gives each user their own balance', async () => {
    const ana = signIn(server.sessions, 7, Date.now() + HOUR_MS);
    const ben = signIn(server.sessions, 8, Date.now() + HOUR_MS);
    server.balances.set(7, 10);
    server.balances.set(8, 20);
    const results = await Promise.all(
      [ana, ben].map((s) => browserClient(baseUrl, () => ({ token: s.token, appCre: s.appCre })).client.request(profileBalanceContract, {})),
    );
    expect(results.map((r) => (r.ok ? r.data.balance : -1))).toEqual([10, 20]);
  });

  it('sends /log/report before login with the bootstrap key', async () => {
    const { client } = browserClient(baseUrl, () => null);
    expect(await client.request(logReportContract, { type: 'device_check_failed', params: { reason: 'offline' } })).toMatchObject({ ok: true, code: 1 });
  });

  it('logs out when the session has expired', async () => {
    const session = signIn(server.sessions, 43, Date.now() - 1);
    const { client, events } = browserClient(baseUrl, () => ({ token: session.token, appCre: session.appCre }));
    const result = await client.request(profileBalanceContract, {});
    expect(result).toEqual({ ok: false, error: { code: 'API.LOGGED_OUT', msg: 'Session expired', status: 401 } });
    expect(events).toEqual([{ type: 'logout', reason: 'unauthorized', msg: 'Session expired', token: session.token }]);
  });

  it('logs out when the session was revoked', async () => {
    const session = signIn(server.sessions, 44, Date.now() + HOUR_MS);
    server.sessions.revoke(session.token);
    const { client, events } = browserClient(baseUrl, () => ({ token: session.token, appCre: session.appCre }));
    expect((await client.request(profileBalanceContract, {})).ok).toBe(false);
    expect(events.map((e) => e.type)).toEqual(['logout']);
  });

  it('asks to sign in when a members-only call is made before login', async () => {
    const { client } = browserClient(baseUrl, () => null);
    const result = await client.request(profileBalanceContract, {});
    expect(result.ok ? '' : result.error.msg).toBe('Sign in required for /profile/balance');
  });

  it('answers an unknown call with a clear 404', async () => {
    const { client } = browserClient(baseUrl, () => null);
    const unknown = defineContract({ path: '/no/such-call', payload: z.object({}), response: z.unknown() });
    expect(await client.request(unknown, {})).toEqual({ ok: false, error: { code: 'API.HTTP', msg: 'Unknown call /no/such-call', status: 404 } });
  });
});

describe('request layer: handler outcomes', () => {
  const boom = defineContract({ path: '/test/boom', payload: z.object({}), response: z.object({}) });
  const liar = defineContract({ path: '/test/liar', payload: z.object({}), response: z.object({ count: z.number().int() }) });
  const nudge = defineContract({ path: '/test/nudge', payload: z.object({ need: z.number().int() }), response: z.object({}).optional() });
  let app: FastifyInstance;
  let baseUrl: string;
  let client: ReturnType<typeof browserClient>;

  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: 1_048_576 });
    // Only what the pipeline and these handlers read (no maintenance window in force); the rest of the app is not involved.
    const ctx = {
      config: { rateLimitFactor: RATE_LIMIT_FACTOR_DEFAULT },
      clock: { now: () => Date.now() },
      sessions: new InMemorySessionStore(),
      balances: new InMemoryBalances(),
      maintenance: { current: async () => null },
      cluster: { nonces: new NonceCache() },
    } as unknown as AppContext;
    const endpoints = await registerApi(app, ctx, await registerRateLimits(app, RATE_LIMIT_FACTOR_DEFAULT));
    endpoints.add(
      defineEndpoint(boom, { auth: 'none' }, () => {
        throw new Error('a bug in a handler');
      }),
      defineEndpoint(liar, { auth: 'none' }, () => ({ ok: 1, data: { count: 'many' as unknown as number } })),
      defineEndpoint(nudge, { auth: 'none' }, (payload) => ({
        ok: 0,
        msg: 'Not enough coins',
        callback: [{ type: 'recharge_alert', need_coins: payload.need }],
      })),
    );
    baseUrl = await listen(app);
    client = browserClient(baseUrl, () => null);
  });
  afterAll(async () => app.close());

  it('turns a handler that throws into a sealed "Internal error", never a 500', async () => {
    expect(await client.client.request(boom, {})).toEqual({ ok: false, error: { code: 'API.REJECTED', msg: 'Internal error', result: -1 } });
  });

  it('refuses to send a success whose data breaks the contract', async () => {
    expect(await client.client.request(liar, {})).toEqual({ ok: false, error: { code: 'API.REJECTED', msg: 'Internal error', result: -1 } });
  });

  it('carries callback instructions with a rejection to the client dispatcher', async () => {
    const result = await client.client.request(nudge, { need: 30 });
    expect(result).toEqual({ ok: false, error: { code: 'API.REJECTED', msg: 'Not enough coins', result: 0 } });
    expect(client.instructions).toEqual([{ type: 'recharge_alert', need_coins: 30 }]);
  });

  it('reports a garbled answer through /log/report', async () => {
    const reports: unknown[] = [];
    const garbling: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('/log/report')) {
        reports.push(init?.body);
        return response;
      }
      return new Response(randomBytes(64).toString('base64'), { status: 200 });
    };
    const sessionEvents = createSessionEvents();
    const garbled = new SignedHttpClient({
      baseUrl,
      codec: cryptoJsCodec,
      credentials: () => null,
      userAgent: () => '',
      sessionEvents,
      callbacks: createCallbackDispatcher(),
      now: () => Date.now(),
      fetch: garbling,
    });
    const result = await garbled.request(nudge, { need: 1 });
    expect(result.ok ? '' : result.error.code).toBe('API.UNDECRYPTABLE');
    await expect.poll(() => reports.length).toBe(1);
  });
});
