import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { PREPARED } from '../../server/db/prepared-statements.js';
import { skipPostgres, startPgServer, type PgServer } from '../support/pg-server.js';
import { databaseVariants, type TestDatabase } from '../support/pg-variants.js';

const NOW = 1_700_000_000_000;
/** PostgreSQL plans a prepared statement for its values five times before it may settle on a generic plan. */
const PAST_THE_CUSTOM_PLANS = 12;

/**
 * On PostgreSQL, a statement marked PREPARED is prepared once per connection and then
 * reused (issue #17: planning the send's read cost more than running it); any other
 * statement stays unnamed, so a connection keeps only the few marked ones.
 */
describe.skipIf(skipPostgres('prepared statements'))('prepared statements on PostgreSQL', () => {
  let server: PgServer;
  let database: OpenDatabase;

  beforeAll(async () => {
    server = await startPgServer();
    // One connection, so every statement below meets the same session's prepared ones.
    database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 1 }, { migrate: false });
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const prepared = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db)).rows.map((row) => row.statement);

  it('prepares a marked statement once, answers it right with other values, and leaves others unnamed', async () => {
    const marked = (n: number) => sql<{ twice: number }>`${sql.raw(PREPARED)} select ${n}::int * 2 as twice`.execute(database.db);
    expect((await marked(2)).rows).toEqual([{ twice: 4 }]);
    expect((await marked(21)).rows).toEqual([{ twice: 42 }]);
    await sql`select 1 as unmarked`.execute(database.db);

    const statements = await prepared();
    expect(statements.filter((text) => text.startsWith(PREPARED))).toHaveLength(1);
    expect(statements.some((text) => text.includes('unmarked'))).toBe(false);
  });
});

/** Both engines run a marked statement as a named one (PGlite over its protocol): it must answer as the unmarked one does. */
for (const variant of databaseVariants('prepared statements')) {
  describe.skipIf(variant.skip)(`a prepared statement on ${variant.name}`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await variant.open();
    });
    afterAll(async () => {
      await database?.close();
    });

    const nicknamed = (marker: string, nickname: string | null, after: number) =>
      sql<{ uid: number; nickname: string }>`${sql.raw(marker)} select uid, nickname from users where (${nickname}::text is null or nickname = ${nickname}) and uid > ${after} order by uid`;

    it('answers what the same statement unprepared answers, whatever the values, past the plans made for them', async () => {
      const made = await sql<{ uid: number }>`insert into users (nickname, created_at, updated_at) values ('ana', ${NOW}, ${NOW}), ('ben', ${NOW}, ${NOW}), ('ana', ${NOW}, ${NOW}) returning uid`.execute(database.db);
      const first = made.rows[0]?.uid ?? 0;
      for (let i = 0; i < PAST_THE_CUSTOM_PLANS; i++) {
        for (const nickname of ['ana', 'ben', null, 'nobody']) {
          const plain = await nicknamed('', nickname, first - 1 + (i % 2)).execute(database.db);
          const prepared = await nicknamed(PREPARED, nickname, first - 1 + (i % 2)).execute(database.db);
          expect(prepared.rows).toEqual(plain.rows);
        }
      }
    });

    it('writes and returns rows, and a refused write leaves the session usable, in a transaction too', async () => {
      const insert = (nickname: string, uid: number | null) =>
        sql<{ uid: number }>`${sql.raw(PREPARED)} insert into users (uid, nickname, created_at, updated_at) overriding system value select coalesce(${uid}::bigint, nextval(pg_get_serial_sequence('users', 'uid'))), ${nickname}, ${NOW}, ${NOW} returning uid`;
      const carl = await insert('carl', null).execute(database.db);
      const uid = carl.rows[0]?.uid ?? 0;
      await expect(insert('carl again', uid).execute(database.db)).rejects.toThrow(/duplicate key/);
      const dora = await insert('dora', null).execute(database.db);
      expect(dora.rows[0]?.uid).toBeGreaterThan(uid);
      await expect(database.db.transaction().execute(async (trx) => {
        await insert('erin', null).execute(trx);
        throw new Error('undo');
      })).rejects.toThrow('undo');
      const erin = await sql<{ n: number }>`select count(*)::int as n from users where nickname = 'erin'`.execute(database.db);
      expect(erin.rows[0]?.n).toBe(0);
    });
  });
}

/**
 * PGlite runs in the server's thread, so every query and write is kept prepared there
 * (pglite-dialect.ts): parsing and planning it again was the server's CPU on every request.
 */
describe('every statement kept prepared on PGlite', () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  });
  afterAll(async () => {
    await database?.close();
  });

  const kept = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(database.db)).rows.map((row) => row.statement);

  it('keeps an unmarked query prepared once, and lets every kept one go when the schema changes', async () => {
    await sql`create table kept_test (id int primary key, a text)`.execute(database.db);
    await database.db.insertInto('kept_test' as never).values({ id: 1, a: 'one' } as never).execute();
    const everything = () => sql<Record<string, unknown>>`select * from kept_test where id = ${1}`.execute(database.db);
    expect((await everything()).rows).toEqual([{ id: 1, a: 'one' }]);
    expect((await everything()).rows).toEqual([{ id: 1, a: 'one' }]);
    expect((await kept()).filter((text) => text.includes('from kept_test'))).toHaveLength(1);

    // A kept `select *` would answer the old columns or fail ("cached plan must not change result type").
    await sql`alter table kept_test add column b text default 'bee'`.execute(database.db);
    expect((await kept()).filter((text) => text.includes('from kept_test'))).toEqual([]);
    expect((await everything()).rows).toEqual([{ id: 1, a: 'one', b: 'bee' }]);
  });

  it('runs an upsert whose arbiter is a partial index, past the plans made for its values (a generic plan cannot infer that index)', async () => {
    await sql`create table kept_rooms (id int generated always as identity primary key, host int not null, status text not null)`.execute(database.db);
    await sql`create unique index kept_rooms_one_open on kept_rooms (host) where status <> 'ended'`.execute(database.db);
    const open = (host: number) =>
      database.db.insertInto('kept_rooms' as never).values({ host, status: 'open' } as never).onConflict((oc) => oc.column('host' as never).where('status' as never, '<>', 'ended' as never).doNothing()).execute();
    for (let i = 0; i < PAST_THE_CUSTOM_PLANS; i++) await open(i % 3);
    expect((await sql<{ n: number }>`select count(*)::int as n from kept_rooms`.execute(database.db)).rows).toEqual([{ n: 3 }]);
  });
});
