import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMaintenanceService } from '../../server/admin/maintenance-service.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runCli } from '../../server/admin/run-cli.js';
import type { OpenDatabase } from '../../server/db/open-database.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import { startAdminServer, type AdminServer } from '../support/admin-server.js';

// ADMIN_TOKEN must be at least 32 characters (server/config.ts).
const ADMIN_TOKEN = 'operator-secret-operator-secret-0123';
const clock = { now: () => 1_700_000_000_000 };

let server: AdminServer;
let database: OpenDatabase;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  server = await startAdminServer(ADMIN_TOKEN, clock);
  ({ database, app, baseUrl } = server);
});

afterAll(async () => server?.close());

/** Runs the CLI against the server in this process and collects what it prints. */
async function admin(line: string, token?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const argv = line.match(/"[^"]*"|\S+/g)?.map((w) => w.replace(/^"|"$/g, '')) ?? [];
  const code = await runCli(argv, { baseUrl, token }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function newUser(): Promise<number> {
  const row = await database.db
    .insertInto('users')
    .values({ nickname: 'player', created_at: clock.now(), updated_at: clock.now() })
    .returning('uid')
    .executeTakeFirstOrThrow();
  return row.uid;
}

describe('npm run admin against the running server', () => {
  it('grants coins with `coins grant`, as a ledger transfer with reason "grant"', async () => {
    const uid = await newUser();

    const result = await admin(`coins grant ${uid} 25`);

    expect(result).toMatchObject({ code: EXIT_OK, out: `Granted 25 coins to user ${uid}; balance now 25.` });
    expect(await createSqlLedger(database.db, clock).balanceOf(uid)).toBe(25);
    const transfer = await database.db.selectFrom('ledger_transfers').selectAll().where('to_account', '=', `user:${uid}`).executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ reason: 'grant', from_account: 'system:issuance', amount: 25 });
  });

  it('refuses to grant coins to a user that does not exist and exits 1 saying so', async () => {
    const result = await admin('coins grant 99999999 5');

    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('there is no user 99999999');
    expect(result.err).toContain('USER.NOT_FOUND');
  });

  it('switches maintenance on for the given minutes and off again, stored in the database', async () => {
    const on = await admin('maintenance on --minutes 10 --message "Back soon"');
    expect(on.code).toBe(EXIT_OK);
    expect(on.out).toMatch(/^Maintenance is ON until 2023-11-14T22:23:20\.000Z \(10 min\)/);

    // A fresh service reads the database, as another server process would.
    expect(await createMaintenanceService(database.db, clock).current()).toEqual({
      startsAt: clock.now(),
      endsAt: clock.now() + 600_000,
      remainingSeconds: 600,
      content: 'Back soon',
    });
    expect((await admin('maintenance status')).out).toContain('Maintenance is ON');

    expect(await admin('maintenance off')).toMatchObject({ code: EXIT_OK, out: 'Maintenance is OFF.' });
    expect(await createMaintenanceService(database.db, clock).current()).toBeNull();
    expect(await admin('maintenance off')).toMatchObject({ code: EXIT_OK, out: 'Maintenance was not on; nothing changed.' });

    // Announced ahead (issue #19): not in force yet, shown as announced, withdrawn by off.
    const ahead = await admin('maintenance on --minutes 30 --in 10');
    expect(ahead.out).toBe(
      'Maintenance announced from 2023-11-14T22:23:20.000Z to 2023-11-14T22:53:20.000Z. The app counts down; new calls and matches stop shortly before; running calls end at the start.',
    );
    expect(await createMaintenanceService(database.db, clock).current()).toBeNull();
    expect((await admin('maintenance status')).out).toBe('Maintenance is announced from 2023-11-14T22:23:20.000Z to 2023-11-14T22:53:20.000Z.');
    expect(await admin('maintenance on --minutes 30 --in soon')).toMatchObject({ code: EXIT_USAGE });
    expect(await admin('maintenance off')).toMatchObject({ code: EXIT_OK, out: 'Maintenance is OFF.' });
  });

  it('bans a user, signing out their sessions, and unbans them', async () => {
    const uid = await newUser();
    await database.db
      .insertInto('sessions')
      .values({ uid, token_hash: `hash-${uid}`, app_cre: 'key', expires_at: clock.now() + 1, created_at: clock.now(), last_used_at: clock.now() })
      .execute();

    const ban = await admin(`user ban ${uid} --reason "spam"`);
    expect(ban).toMatchObject({ code: EXIT_OK, out: `User ${uid} is banned until unbanned; 1 session(s) signed out.` });
    const banned = await database.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(banned).toMatchObject({ banned_at: clock.now(), banned_until: null, banned_reason: 'spam' });
    const session = await database.db.selectFrom('sessions').select('revoked_at').where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(session.revoked_at).toBe(clock.now());

    expect(await admin(`user unban ${uid}`)).toMatchObject({ code: EXIT_OK, out: `User ${uid} is unbanned.` });
    const unbanned = await database.db.selectFrom('users').select('banned_at').where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(unbanned.banned_at).toBeNull();
    expect((await admin(`user unban ${uid}`)).out).toBe(`User ${uid} was not banned; nothing changed.`);
  });

  it('bans for a number of minutes when --minutes is given', async () => {
    const uid = await newUser();
    const ban = await admin(`user ban ${uid} --minutes 60`);
    expect(ban.out).toBe(`User ${uid} is banned until 2023-11-14T23:13:20.000Z; 0 session(s) signed out.`);
  });

  it('answers a wrong command line with the usage and exit 2, without calling the server', async () => {
    for (const line of ['coins grant abc 5', 'coins grant 1', 'maintenance on', 'maintenance on --minutes 0', 'user ban', 'fly away', 'user ban 5 --minutes x']) {
      const result = await admin(line);
      expect(result.code, line).toBe(EXIT_USAGE);
      expect(result.err, line).toContain('Usage: npm run admin');
    }
  });

  it('says when no server answers and exits 1', async () => {
    const out: string[] = [];
    const code = await runCli(['maintenance', 'status'], { baseUrl: 'http://127.0.0.1:1', token: undefined }, { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(EXIT_FAILED);
    expect(out.join('\n')).toContain('no Glint server answered at http://127.0.0.1:1');
  });

  it('refuses a caller relayed by a proxy unless it carries ADMIN_TOKEN', async () => {
    const relayed = { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' };
    const refused = await fetch(`${baseUrl}/admin/maintenance`, { headers: relayed });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ ok: false, error: { code: 'ADMIN.UNAUTHORISED' } });

    const allowed = await fetch(`${baseUrl}/admin/maintenance`, { headers: { ...relayed, authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(allowed.status).toBe(200);
    const wrong = await fetch(`${baseUrl}/admin/maintenance`, { headers: { ...relayed, authorization: 'Bearer guess' } });
    expect(wrong.status).toBe(401);
  });

  it('answers malformed admin requests with 400 and the field at fault', async () => {
    const response = await fetch(`${baseUrl}/admin/coins/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-glint-admin': '1' },
      body: JSON.stringify({ uid: 10000001, amount: 1.5 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'ADMIN.BAD_REQUEST', message: expect.stringContaining('amount') } });
  });
});
