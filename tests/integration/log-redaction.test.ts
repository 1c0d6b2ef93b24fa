import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';

const SECRETS = {
  bearer: 'tok_3f9a1c2e7b5d4a60',
  queryToken: 'ticket_81bd0c4e2a9f',
  password: 'hunter2-correct-horse',
  cardNumber: '4000000000003220',
  cvc: '737',
  resetCode: '4821',
  brokerPassword: 'broker_5e1f9a77',
} as const;

/** A log line without the values the logger generates, which carry nothing of a request. */
function withoutGeneratedFields(entry: Record<string, unknown>): Record<string, unknown> {
  // `node` is this process's cluster id (host, pid, random): a pid such as 27371 holds the code 737.
  const { reqId: _reqId, time: _time, pid: _pid, hostname: _hostname, responseTime: _responseTime, node: _node, ...carried } = entry;
  return carried;
}

describe('the JSON-lines log of the server', () => {
  const lines: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-logs-'));
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0', LOG_LEVEL: 'trace' }), {
      database: { kind: 'pglite', dataDir: null },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('records requests with their id but never a token, password, card number, security code or reset code they carried', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: `/api/login/handle?token=${SECRETS.queryToken}`,
      headers: { authorization: `Bearer ${SECRETS.bearer}`, 'content-type': 'application/json', cookie: `session=${SECRETS.bearer}` },
      payload: JSON.stringify({ email: 'a@b.c', password: SECRETS.password, code: SECRETS.resetCode }),
    });
    const card = await app.inject({
      method: 'POST',
      url: '/sandbox-pay/v1/payments',
      headers: { authorization: `Bearer ${SECRETS.bearer}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ card: { number: SECRETS.cardNumber, cvc: SECRETS.cvc, expiry: '12/30' } }),
    });
    const upload = await app.inject({ method: 'GET', url: `/uploads/avatars/x.png?token=${SECRETS.queryToken}&expires=1` });
    // What a handler might log by mistake: the same secrets as fields of its context.
    app.log.error(
      { password: SECRETS.password, token: SECRETS.bearer, payload: { code: SECRETS.resetCode, card: { number: SECRETS.cardNumber } }, broker_password: SECRETS.brokerPassword, cvc: SECRETS.cvc },
      'a handler logged its input',
    );

    // Without the fields the logger makes up itself (a random request id, times, the pid): a
    // three-digit security code turns up in a random UUID about once in fifteen runs.
    const log = lines.map((line) => JSON.stringify(withoutGeneratedFields(JSON.parse(line) as Record<string, unknown>))).join('\n');
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
    expect(log).toContain('[redacted]');

    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string }; msg?: string });
    for (const response of [signIn, card, upload]) {
      const id = String(response.headers['x-request-id']);
      expect(entries.some((entry) => entry.reqId === id)).toBe(true);
    }
    expect(entries.some((entry) => entry.req?.url === '/uploads/avatars/x.png?token=[redacted]&expires=[redacted]')).toBe(true);
    expect(entries.some((entry) => entry.msg === 'a handler logged its input')).toBe(true);
  });

  it('writes one line per request, when it is answered, with its status and time', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    const id = String(response.headers['x-request-id']);
    const own = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; res?: { statusCode?: number }; responseTime?: number }).filter((entry) => entry.reqId === id);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, req: { method: 'GET', url: '/healthz' } });
    expect(own[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });
});
