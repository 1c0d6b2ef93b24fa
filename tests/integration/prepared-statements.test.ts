import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { PREPARED } from '../../server/db/prepared-statements.js';
import { skipPostgres, startPgServer, type PgServer } from '../support/pg-server.js';

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
