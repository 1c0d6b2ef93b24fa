import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_USER_ID } from '../../src/domain/constants.js';
import { loadConfig } from '../../server/config.js';
import { migrateDown, migrateToLatest } from '../../server/db/migrate.js';
import { migrations } from '../../server/db/migrations/index.js';
import { appDatabaseTarget } from '../../server/db/open-for-app.js';
import { openDatabase } from '../../server/db/open-database.js';
import { databaseVariants, type TestDatabase } from '../support/pg-variants.js';

const NOW = 1_700_000_000_000;

for (const variant of databaseVariants('db')) {
  describe.skipIf(variant.skip)(`the database on ${variant.name}`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await variant.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    const newUser = (values: { nickname?: string; birthday?: string } = {}) =>
      database.db
        .insertInto('users')
        .values({ nickname: 'someone', ...values, created_at: NOW, updated_at: NOW })
        .returningAll()
        .executeTakeFirstOrThrow();

    it('undoes every migration and applies them all again', async () => {
      const names = Object.keys(migrations);
      for (let i = 0; i < names.length; i++) await migrateDown(database.db);
      const tables = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_name = 'users'`.execute(database.db);
      expect(tables.rows[0]?.n).toBe(0);

      const applied = await migrateToLatest(database.db);
      expect(applied.results?.map((r) => [r.migrationName, r.status])).toEqual(names.map((n) => [n, 'Success']));
    });

    it('numbers users from just above the system user, which exists from the start', async () => {
      const system = await database.db.selectFrom('users').select('nickname').where('uid', '=', SYSTEM_USER_ID).executeTakeFirst();
      expect(system).toEqual({ nickname: 'Glint' });
      expect((await newUser()).uid).toBe(SYSTEM_USER_ID + 1);
    });

    it('reads bigint columns as numbers and dates as YYYY-MM-DD text', async () => {
      const user = await newUser({ birthday: '1990-12-31' });
      expect(user).toMatchObject({ birthday: '1990-12-31', created_at: NOW, recharge_cents: 0, is_tourist: false });
      expect(typeof user.uid).toBe('number');
    });

    it('writes jsonb from JSON text and reads it back as values', async () => {
      await database.db.insertInto('config').values({ key: 'gift', value: JSON.stringify({ list: [1, 2], on: true }), updated_at: NOW }).execute();
      const row = await database.db.selectFrom('config').selectAll().where('key', '=', 'gift').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ value: { list: [1, 2], on: true }, version: 1 });
    });

    it('refuses a second account with the same email', async () => {
      const [a, b] = [await newUser(), await newUser()];
      const credential = (uid: number) => ({ uid, kind: 'email' as const, email: 'same@example.com', password_hash: 'x', created_at: NOW });
      await database.db.insertInto('credentials').values(credential(a.uid)).execute();
      await expect(database.db.insertInto('credentials').values(credential(b.uid)).execute()).rejects.toThrow(/unique/i);
    });

    it('keeps a client message id unique per sender but not across senders', async () => {
      const [a, b] = [await newUser(), await newUser()];
      const chat = await database.db
        .insertInto('chats')
        .values({ chat_type: 1, user_low: Math.min(a.uid, b.uid), user_high: Math.max(a.uid, b.uid), created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      const message = (send_uid: number) => ({ chat_id: chat.id, send_uid, client_msg_id: 'c-1', msg_type: 1, msg_content: '{"content":"hi"}', mtime: NOW });
      await database.db.insertInto('messages').values([message(a.uid), message(b.uid)]).execute();
      await expect(database.db.insertInto('messages').values(message(a.uid)).execute()).rejects.toThrow(/unique/i);
    });

    it('refuses a negative balance on a user account at the database level too', async () => {
      await expect(
        database.db.insertInto('ledger_accounts').values({ id: 'user:1', uid: 1, balance: -1, created_at: NOW }).execute(),
      ).rejects.toThrow(/check/i);
    });

    it('hides a transaction from other queries until it commits, and rolls it back whole', async () => {
      let outside: Promise<unknown> | undefined;
      await expect(
        database.db.transaction().execute(async (trx) => {
          await trx.insertInto('config').values({ key: 'draft', value: '1', updated_at: NOW }).execute();
          outside = database.db.selectFrom('config').select('key').where('key', '=', 'draft').executeTakeFirst();
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      expect(await outside).toBeUndefined();
      expect(await database.db.selectFrom('config').select('key').where('key', '=', 'draft').executeTakeFirst()).toBeUndefined();
    });
  });
}

describe('the embedded database directory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-pgdata-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across a restart and refuses a second open in the same process', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.db.insertInto('config').values({ key: 'kept', value: '"yes"', updated_at: NOW }).execute();
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/already open/);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(await again.db.selectFrom('config').select('value').where('key', '=', 'kept').executeTakeFirst()).toEqual({ value: 'yes' });
    } finally {
      await again.close();
    }
  });
});

describe('which database the app opens', () => {
  it('uses PGlite under DATA_DIR/pgdata by default and PostgreSQL when DATABASE_URL is set', () => {
    expect(appDatabaseTarget(loadConfig({ DATA_DIR: '/srv/glint' }))).toEqual({ kind: 'pglite', dataDir: '/srv/glint/pgdata' });
    expect(appDatabaseTarget(loadConfig({ DATABASE_URL: 'postgres://db/glint' }))).toEqual({ kind: 'postgres', url: 'postgres://db/glint' });
  });
});
