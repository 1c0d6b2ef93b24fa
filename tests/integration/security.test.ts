import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../server/api/session-store.js';
import { REQUEST_TIME_TOLERANCE_MS } from '../../src/domain/constants.js';
import { freshNonce, openReply, post, sealRequest, signIn, startRequestLayerServer, type RequestLayerServer } from '../support/request-layer-harness.js';

/** The server clock, pinned so freshness boundaries are exact. */
const NOW = Date.UTC(2025, 5, 1, 12);
const HOUR_MS = 3_600_000;
const BALANCE = '/profile/balance';

let server: RequestLayerServer;
let ana: Session;
let ben: Session;

beforeAll(async () => {
  server = await startRequestLayerServer({ now: () => NOW });
  ana = signIn(server.sessions, 101, NOW + HOUR_MS);
  ben = signIn(server.sessions, 202, NOW + HOUR_MS);
  server.balances.set(101, 500);
  server.balances.set(202, 900);
});
afterAll(async () => server.close());

/** Ana's balance request, sealed as her client would. */
const anaRequest = (times = NOW, nonce = freshNonce()) => sealRequest({ key: ana.appCre, times, nonce });

/** Flips one bit of one byte of a base64 field of an envelope. */
function flipBit(envelope: string, field: 'iv' | 'ct' | 'mac', byte: number, bit: number): string {
  const parsed = JSON.parse(envelope) as Record<string, string>;
  const bytes = Buffer.from(parsed[field] as string, 'base64');
  const index = byte % bytes.length;
  bytes[index] = (bytes[index] as number) ^ (1 << bit);
  return JSON.stringify({ ...parsed, [field]: bytes.toString('base64') });
}

/** A refusal: a 4xx status and a plain-JSON body with a non-empty message. */
function expectRefusal(reply: { status: number; text: string }, status: number, ok: number, msg: RegExp): void {
  expect(reply.status).toBe(status);
  const body = JSON.parse(reply.text) as { ok: number; msg: string };
  expect(body.ok).toBe(ok);
  expect(body.msg).toMatch(msg);
}

describe('security of the request layer', () => {
  it('accepts a well-formed request (the baseline every refusal below differs from by one thing)', async () => {
    const reply = await post(server.app, BALANCE, anaRequest(), ana.token);
    expect(reply.status).toBe(200);
    expect(openReply(reply.text, ana.appCre)).toMatchObject({ ok: 1, data: { balance: 500 } });
  });

  it.each(['iv', 'ct', 'mac'] as const)('refuses a request whose %s was tampered with', async (field) => {
    expectRefusal(await post(server.app, BALANCE, flipBit(anaRequest(), field, 3, 0), ana.token), 400, -1, /authentication failed/);
  });

  it('refuses a request whose times is older than the tolerance, and accepts it exactly at the boundary', async () => {
    expect((await post(server.app, BALANCE, anaRequest(NOW - REQUEST_TIME_TOLERANCE_MS), ana.token)).status).toBe(200);
    expectRefusal(await post(server.app, BALANCE, anaRequest(NOW - REQUEST_TIME_TOLERANCE_MS - 1), ana.token), 400, -1, /^Stale request/);
  });

  it('refuses a request whose times is further ahead than the tolerance, and accepts it exactly at the boundary', async () => {
    expect((await post(server.app, BALANCE, anaRequest(NOW + REQUEST_TIME_TOLERANCE_MS), ana.token)).status).toBe(200);
    expectRefusal(await post(server.app, BALANCE, anaRequest(NOW + REQUEST_TIME_TOLERANCE_MS + 1), ana.token), 400, -1, /^Stale request/);
  });

  it('refuses a replayed request, also when it is re-sealed with the same nonce', async () => {
    const nonce = freshNonce();
    const request = anaRequest(NOW, nonce);
    expect((await post(server.app, BALANCE, request, ana.token)).status).toBe(200);
    expectRefusal(await post(server.app, BALANCE, request, ana.token), 400, -1, /^Replayed request/);
    expectRefusal(await post(server.app, BALANCE, anaRequest(NOW + 1, nonce), ana.token), 400, -1, /^Replayed request/);
  });

  it("refuses Ana's request sent with Ben's token, without revealing Ben's balance", async () => {
    const reply = await post(server.app, BALANCE, anaRequest(), ben.token);
    expectRefusal(reply, 400, -1, /authentication failed/);
    expect(reply.text).not.toContain('900');
  });

  it("answers with the token's user even when the payload names another uid", async () => {
    const body = sealRequest({ key: ana.appCre, times: NOW, payload: { uid: 202 } });
    expect(openReply((await post(server.app, BALANCE, body, ana.token)).text, ana.appCre)).toMatchObject({ data: { balance: 500 } });
  });

  it('refuses a members-only call without a token', async () => {
    expectRefusal(await post(server.app, BALANCE, sealRequest({ times: NOW })), 401, 99, /Sign in required/);
  });

  it('refuses an unknown, a malformed and an expired token with 401 and ok 99', async () => {
    const expired = signIn(server.sessions, 303, NOW);
    expectRefusal(await post(server.app, BALANCE, anaRequest(), 'not-a-session'), 401, 99, /not found/);
    expectRefusal(await post(server.app, BALANCE, anaRequest(), 'two words'), 401, 99, /Bearer/);
    expectRefusal(await post(server.app, BALANCE, sealRequest({ key: expired.appCre, times: NOW }), expired.token), 401, 99, /expired/);
  });

  it.each([
    ['plain text', 'hello'],
    ['JSON that is not an envelope', '{"ok":1}'],
    ['an envelope of random base64', JSON.stringify({ v: 1, iv: 'A'.repeat(22) + '==', ct: 'B'.repeat(43) + '=', mac: 'C'.repeat(43) + '=' })],
    ['binary noise', '\u0000\u00ff\u0010'],
  ])('refuses a garbage body (%s) with a clear 400', async (_name, body) => {
    expectRefusal(await post(server.app, BALANCE, body, ana.token), 400, -1, /\w/);
  });

  it('refuses an empty body with a clear 400, and reads an envelope sent without Content-Type', async () => {
    const empty = await server.app.inject({ method: 'POST', url: `/api${BALANCE}`, headers: { authorization: `Bearer ${ana.token}` } });
    expectRefusal({ status: empty.statusCode, text: empty.body }, 400, -1, /Empty request body/);
    const untyped = await server.app.inject({ method: 'POST', url: `/api${BALANCE}`, headers: { authorization: `Bearer ${ana.token}` }, payload: anaRequest() });
    expect(untyped.statusCode).toBe(200);
  });

  it('refuses an oversized body with 413 and says the limit', async () => {
    expectRefusal(await post(server.app, BALANCE, 'x'.repeat(1_048_577), ana.token), 413, -1, /larger than 1048576 bytes/);
  });

  it('refuses a wrong-typed payload naming the field', async () => {
    const body = sealRequest({ times: NOW, payload: { type: { nested: true }, ua: 42 } });
    expectRefusal(await post(server.app, '/log/report', body), 400, -1, /^payload\.type: .+; payload\.ua: /);
  });

  it('accepts none of 300 replays and tampered requests, and never answers 5xx', async () => {
    const valid = anaRequest();
    expect((await post(server.app, BALANCE, valid, ana.token)).status).toBe(200);
    const attempts: Array<() => { body: string; token: string }> = [
      () => ({ body: valid, token: ana.token }),
      () => ({ body: flipBit(valid, (['iv', 'ct', 'mac'] as const)[randomInt(3)] ?? 'ct', randomInt(64), randomInt(8)), token: ana.token }),
      () => ({ body: valid, token: ben.token }),
      () => ({ body: valid.slice(0, randomInt(valid.length)), token: ana.token }),
      () => ({ body: anaRequest(NOW - REQUEST_TIME_TOLERANCE_MS - 1 - randomInt(1_000_000)), token: ana.token }),
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i += 1) {
      const attempt = (attempts[i % attempts.length] as () => { body: string; token: string })();
      const reply = await post(server.app, BALANCE, attempt.body, attempt.token);
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    }
    expect(statuses.get(200) ?? 0).toBe(0);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
  });
});
