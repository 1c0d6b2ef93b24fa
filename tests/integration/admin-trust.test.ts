import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import type { OpenDatabase } from '../../server/db/open-database.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import { startAdminServer, type AdminServer } from '../support/admin-server.js';

/**
 * Attacks on the operator API (issue #11, point 3) against the real server on loopback:
 * a proxy on the same machine, a guessed token, a web page open in the operator's browser.
 */
const ADMIN_TOKEN = 'a-real-operator-token-of-40-characters!!';
const clock = { now: () => 1_700_000_000_000 };
const WRITE = { 'content-type': 'application/json', 'x-glint-admin': '1' };

let server: AdminServer;
let database: OpenDatabase;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  server = await startAdminServer(ADMIN_TOKEN, clock);
  ({ database, app, baseUrl } = server);
});

afterAll(async () => server?.close());

async function newUser(): Promise<number> {
  const row = await database.db.insertInto('users').values({ nickname: 'victim', created_at: clock.now(), updated_at: clock.now() }).returning('uid').executeTakeFirstOrThrow();
  return row.uid;
}

const balanceOf = (uid: number) => createSqlLedger(database.db, clock).balanceOf(uid);
const isBanned = async (uid: number) => (await database.db.selectFrom('users').select('banned_at').where('uid', '=', uid).executeTakeFirstOrThrow()).banned_at !== null;

describe('operator API attacks', () => {
  it('gives nothing to a request relayed by a proxy on this machine that sets only X-Real-IP', async () => {
    const uid = await newUser();
    const relayed = { 'x-real-ip': '203.0.113.9' };

    const read = await fetch(`${baseUrl}/admin/maintenance`, { headers: relayed });
    const grant = await fetch(`${baseUrl}/admin/coins/grant`, { method: 'POST', headers: { ...relayed, ...WRITE }, body: JSON.stringify({ uid, amount: 1_000_000 }) });

    expect(read.status).toBe(401);
    expect(grant.status).toBe(401);
    expect(await grant.json()).toMatchObject({ ok: false, error: { code: 'ADMIN.UNAUTHORISED' } });
    expect(await balanceOf(uid)).toBe(0);
  });

  it('refuses a wrong bearer token even from loopback', async () => {
    const uid = await newUser();
    const grant = await fetch(`${baseUrl}/admin/coins/grant`, { method: 'POST', headers: { ...WRITE, authorization: 'Bearer guess' }, body: JSON.stringify({ uid, amount: 500 }) });

    expect(grant.status).toBe(401);
    expect(await balanceOf(uid)).toBe(0);
  });

  it('refuses bodiless POSTs a web page can send (ban, maintenance off), so nothing changes', async () => {
    const uid = await newUser();
    await fetch(`${baseUrl}/admin/maintenance/on`, { method: 'POST', headers: WRITE, body: JSON.stringify({ minutes: 5 }) });

    // What `fetch(url, { method: 'POST', mode: 'no-cors' })` or an empty <form> sends: no body, no custom header.
    const ban = await fetch(`${baseUrl}/admin/users/${uid}/ban`, { method: 'POST' });
    const off = await fetch(`${baseUrl}/admin/maintenance/off`, { method: 'POST' });
    const textForm = await fetch(`${baseUrl}/admin/users/${uid}/ban`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });

    for (const refused of [ban, off, textForm]) expect(refused.status).toBe(403);
    expect(await ban.json()).toMatchObject({ ok: false, error: { code: 'ADMIN.FORGEABLE', message: expect.stringContaining('x-glint-admin') } });
    expect(await isBanned(uid)).toBe(false);
    expect((await (await fetch(`${baseUrl}/admin/maintenance`)).json()).data.window).not.toBeNull();
    await fetch(`${baseUrl}/admin/maintenance/off`, { method: 'POST', headers: WRITE, body: '{}' });
  });

  it('refuses a page on a rebound DNS name and a cross-site page, even with the write headers', async () => {
    const uid = await newUser();
    const rebound = await app.inject({ method: 'POST', url: `/admin/users/${uid}/ban`, headers: { ...WRITE, host: 'rebind.attacker.example:8080' }, payload: {} });
    const crossSite = await app.inject({ method: 'POST', url: `/admin/users/${uid}/ban`, headers: { ...WRITE, origin: 'https://attacker.example' }, payload: {} });

    expect(rebound.statusCode).toBe(401);
    expect(crossSite.statusCode).toBe(401);
    expect(await isBanned(uid)).toBe(false);
  });

  it('still serves the operator: the right token from anywhere, and a direct loopback call with the write headers', async () => {
    const uid = await newUser();
    const remote = await app.inject({ method: 'POST', url: '/admin/coins/grant', remoteAddress: '198.51.100.7', headers: { ...WRITE, authorization: `Bearer ${ADMIN_TOKEN}` }, payload: { uid, amount: 5 } });
    const local = await fetch(`${baseUrl}/admin/coins/grant`, { method: 'POST', headers: WRITE, body: JSON.stringify({ uid, amount: 7 }) });

    expect(remote.statusCode).toBe(200);
    expect(local.status).toBe(200);
    expect(await balanceOf(uid)).toBe(12);
  });

  it('refuses to start with an ADMIN_TOKEN shorter than 32 characters', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'operator-secret' })).toThrow(/ADMIN_TOKEN must be at least 32 characters/);
    expect(loadConfig({ ADMIN_TOKEN: 'k'.repeat(32) }).adminToken).toBe('k'.repeat(32));
  });
});
