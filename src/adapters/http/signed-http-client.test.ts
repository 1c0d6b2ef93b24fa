import { describe, expect, it } from 'vitest';
import { createCallbackDispatcher } from '../../application/callbacks/dispatch-callbacks';
import type { CallbackInstruction } from '../../application/contracts/callback-instruction';
import { logReportContract } from '../../application/contracts/log/report.contract';
import { profileBalanceContract } from '../../application/contracts/profile/balance.contract';
import { createSessionEvents, type SessionEvent } from '../../application/session-events';
import { API_REQUEST_TIMEOUT_MS, WIRE_BOOTSTRAP_KEY, isWithinRequestWindow } from '../../domain';
import { cryptoJsCodec } from './crypto-js-codec';
import { SignedHttpClient, type SessionCredentials } from './signed-http-client';

const NOW = 1_750_000_000_000;
const SESSION: SessionCredentials = { token: 'tok-1', appCre: 'AQgPFh0kKzI5QEdOVVxjanF4f4aNlJuiqbC3vsXM09o=' };

interface Seen {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload: Record<string, unknown>;
  readonly times: number;
  readonly nonce: string;
}

/** What the fake server answers: a sealed body (it adds the echoed nonce unless told otherwise) or raw text. */
type Answer =
  | { readonly sealed: Record<string, unknown>; readonly echo?: false }
  | { readonly status: number; readonly text: string };

/** A client wired to a fake server that opens requests with the same codec and answers with `answer`. */
function harness(answer: (seen: Seen) => Answer, credentials: SessionCredentials | null = SESSION) {
  const seen: Seen[] = [];
  const events: SessionEvent[] = [];
  const instructions: CallbackInstruction[] = [];
  const sessionEvents = createSessionEvents();
  const callbacks = createCallbackDispatcher();
  sessionEvents.events$.subscribe((event) => events.push(event));
  callbacks.instructions$.subscribe((instruction) => instructions.push(instruction));
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = init?.headers as Record<string, string>;
    const key = headers.Authorization === undefined ? WIRE_BOOTSTRAP_KEY : SESSION.appCre;
    const opened = cryptoJsCodec.withKey(key).openRequest(String(init?.body));
    if (!opened.ok) throw new Error(`fake server could not open the request: ${opened.error.message}`);
    const request = { url: String(url), headers, payload: { ...opened.value.payload }, ...opened.value.stamp };
    seen.push(request);
    const reply = answer(request);
    if ('text' in reply) return new Response(reply.text, { status: reply.status });
    const body = reply.echo === false ? reply.sealed : { ...reply.sealed, nonce: request.nonce };
    return new Response(cryptoJsCodec.withKey(key).sealResponse(body), { status: 200 });
  };
  const client = new SignedHttpClient({
    baseUrl: 'http://api.test',
    codec: cryptoJsCodec,
    credentials: () => credentials,
    userAgent: () => 'Glint/1.4.0 (web; test)',
    sessionEvents,
    callbacks,
    now: () => NOW,
    fetch: fakeFetch as typeof fetch,
  });
  return { client, seen, events, instructions };
}

/** A client over a bare fetch, for failures that happen before any server answers. */
function clientOver(fetchImpl: typeof fetch, timeoutMs?: number): SignedHttpClient {
  return new SignedHttpClient({
    baseUrl: '',
    codec: cryptoJsCodec,
    credentials: () => null,
    userAgent: () => '',
    sessionEvents: createSessionEvents(),
    callbacks: createCallbackDispatcher(),
    now: () => NOW,
    fetch: fetchImpl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

describe('SignedHttpClient', () => {
  it('posts a sealed, signed request to /api<path> with bearer and user-agent headers, and returns the parsed data', async () => {
    const { client, seen } = harness(() => ({ sealed: { ok: 1, msg: '', data: { balance: 70 } } }));
    const result = await client.request(profileBalanceContract, {});
    expect(result).toEqual({ ok: true, code: 1, msg: '', data: { balance: 70 } });
    expect(seen[0]?.url).toBe('http://api.test/api/profile/balance');
    expect(seen[0]?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-Glint-UA': 'Glint/1.4.0 (web; test)' });
    expect(isWithinRequestWindow(seen[0]?.times ?? 0, NOW, 0)).toBe(true);
    expect(seen[0]?.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('uses the bootstrap key and no Authorization header before login', async () => {
    const { client, seen } = harness(() => ({ sealed: { ok: 1, data: { balance: 0 } } }), null);
    expect((await client.request(profileBalanceContract, {})).ok).toBe(true);
    expect(seen[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends a fresh nonce with every call', async () => {
    const { client, seen } = harness(() => ({ sealed: { ok: 1, data: { balance: 0 } } }));
    await Promise.all([client.request(profileBalanceContract, {}), client.request(profileBalanceContract, {})]);
    expect(new Set(seen.map((s) => s.nonce)).size).toBe(2);
  });

  it('toasts the message of a success', async () => {
    const { client, events } = harness(() => ({ sealed: { ok: 1, msg: 'Saved', data: { balance: 1 } } }));
    await client.request(profileBalanceContract, {});
    expect(events).toEqual([{ type: 'toast', msg: 'Saved' }]);
  });

  it('tells the app to ask the user to slow down when a rate limit answers 429, for the seconds it says', async () => {
    const body = JSON.stringify({ ok: -1, msg: 'Too many requests: slow down and retry in 7 s', retry_after: 7 });
    const { client, events } = harness(() => ({ status: 429, text: body }));
    const result = await client.request(profileBalanceContract, {});
    expect(result).toEqual({ ok: false, error: { code: 'API.HTTP', msg: 'Too many requests: slow down and retry in 7 s', status: 429 } });
    expect(events).toEqual([{ type: 'rate-limited', retryAfterSeconds: 7 }]);
  });

  it('asks for at least a second when a 429 does not say how long to wait', async () => {
    const { client, events } = harness(() => ({ status: 429, text: 'slow down' }));
    await client.request(profileBalanceContract, {});
    expect(events).toEqual([{ type: 'rate-limited', retryAfterSeconds: 1 }]);
  });

  it('logs out on ok 99', async () => {
    const { client, events } = harness(() => ({ sealed: { ok: 99, msg: 'Signed in elsewhere' } }));
    expect(await client.request(profileBalanceContract, {})).toEqual({ ok: false, error: { code: 'API.LOGGED_OUT', msg: 'Signed in elsewhere', result: 99 } });
    expect(events).toEqual([{ type: 'logout', reason: 'result-code', msg: 'Signed in elsewhere', token: SESSION.token }]);
  });

  it('logs out on HTTP 401 with the server message', async () => {
    const { client, events } = harness(() => ({ status: 401, text: '{"ok":99,"msg":"Session expired"}' }));
    expect(await client.request(profileBalanceContract, {})).toEqual({ ok: false, error: { code: 'API.LOGGED_OUT', msg: 'Session expired', status: 401 } });
    expect(events).toEqual([{ type: 'logout', reason: 'unauthorized', msg: 'Session expired', token: SESSION.token }]);
  });

  it('asks for the stop-taking dialog once, however many calls answer -98', async () => {
    const { client, events } = harness(() => ({ sealed: { ok: -98, msg: 'Stop' } }));
    const results = await Promise.all([client.request(profileBalanceContract, {}), client.request(profileBalanceContract, {})]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['API.STOP_TAKING', 'API.STOP_TAKING']);
    expect(events).toEqual([{ type: 'stop-taking', msg: 'Stop' }]);
  });

  it('asks for the stop-taking dialog again after a logout', async () => {
    let ok = -98;
    const { client, events } = harness(() => ({ sealed: { ok, msg: String(ok) } }));
    await client.request(profileBalanceContract, {});
    ok = 99;
    await client.request(profileBalanceContract, {});
    ok = -98;
    await client.request(profileBalanceContract, {});
    expect(events.map((e) => e.type)).toEqual(['stop-taking', 'logout', 'stop-taking']);
  });

  it('asks for a message then a reload on ok 97', async () => {
    const { client, events } = harness(() => ({ sealed: { ok: 97, msg: 'New version' } }));
    expect((await client.request(profileBalanceContract, {})).ok).toBe(false);
    expect(events).toEqual([{ type: 'reload', msg: 'New version' }]);
  });

  it('rejects ok 0 and negatives with the server message and no event', async () => {
    const { client, events } = harness(() => ({ sealed: { ok: 0, msg: 'Not enough coins' } }));
    expect(await client.request(profileBalanceContract, {})).toEqual({ ok: false, error: { code: 'API.REJECTED', msg: 'Not enough coins', result: 0 } });
    expect(events).toEqual([]);
  });

  it('dispatches callback instructions, also with a rejection', async () => {
    const { client, instructions } = harness(() => ({
      sealed: { ok: 0, msg: '', callback: [{ type: 'recharge_alert', need_coins: 30 }, { type: 'from-the-future' }, { type: 'close' }] },
    }));
    await client.request(profileBalanceContract, {});
    expect(instructions).toEqual([{ type: 'recharge_alert', need_coins: 30 }, { type: 'close' }]);
  });

  it('rejects a success whose data breaks the contract, naming the field', async () => {
    const { client } = harness(() => ({ sealed: { ok: 1, data: { balance: -5 } } }));
    const result = await client.request(profileBalanceContract, {});
    expect(result.ok ? '' : `${result.error.code} ${result.error.msg}`).toMatch(/^API\.BAD_RESPONSE data\.balance: /);
  });

  it('reports an undecryptable response through /log/report and rejects the call', async () => {
    const { client, seen } = harness((request) =>
      request.url.endsWith('/log/report') ? { sealed: { ok: 1 } } : { status: 200, text: '{"v":1,"iv":"x"}' },
    );
    const result = await client.request(profileBalanceContract, {});
    expect(result.ok ? '' : result.error.code).toBe('API.UNDECRYPTABLE');
    expect(seen.map((s) => s.url)).toEqual(['http://api.test/api/profile/balance', 'http://api.test/api/log/report']);
    expect(seen[1]?.payload).toMatchObject({ type: 'undecryptable_response', params: { path: '/profile/balance' } });
  });

  it('treats a response that does not echo the request nonce as undecryptable (a replayed answer)', async () => {
    const { client } = harness((request) => (request.url.endsWith('/log/report') ? { sealed: { ok: 1 } } : { sealed: { ok: 1, data: { balance: 9 }, nonce: 'ab'.repeat(16) }, echo: false }));
    const result = await client.request(profileBalanceContract, {});
    expect(result.ok ? '' : result.error.msg).toMatch(/nonce does not echo/);
  });

  it('does not report a failed report, so a broken key cannot loop', async () => {
    const { client, seen } = harness(() => ({ status: 200, text: 'garbage' }));
    await client.request(logReportContract, { type: 'x' });
    expect(seen).toHaveLength(1);
  });

  it('rejects a payload that breaks its own contract without sending anything', async () => {
    const { client, seen } = harness(() => ({ sealed: { ok: 1 } }));
    const result = await client.request(logReportContract, { type: '' });
    expect(result.ok ? '' : `${result.error.code} ${result.error.msg}`).toMatch(/^API\.INVALID_PAYLOAD payload\.type/);
    expect(seen).toHaveLength(0);
  });

  it('rejects other HTTP statuses with the plain-JSON reason', async () => {
    const { client } = harness(() => ({ status: 400, text: '{"ok":-1,"msg":"Stale request"}' }));
    expect(await client.request(profileBalanceContract, {})).toEqual({ ok: false, error: { code: 'API.HTTP', msg: 'Stale request', status: 400 } });
  });

  it(`gives up after API_REQUEST_TIMEOUT_MS (${API_REQUEST_TIMEOUT_MS} ms) with API.TIMEOUT`, async () => {
    const hanging = (_url: unknown, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const result = await clientOver(hanging as typeof fetch, 20).request(profileBalanceContract, {});
    expect(result.ok ? '' : result.error.code).toBe('API.TIMEOUT');
  });

  it('reports a network failure as API.NETWORK', async () => {
    const failing = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    expect(await clientOver(failing as typeof fetch).request(profileBalanceContract, {})).toEqual({ ok: false, error: { code: 'API.NETWORK', msg: 'fetch failed' } });
  });
});
