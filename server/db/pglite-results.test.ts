import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstResultOf } from './pglite-results.js';
import { pgliteParsers } from './type-parsers.js';

const { serialize } = protocol;

/** The messages of one statement run over the extended protocol, as the driver runs it. */
async function backendMessages(pglite: PGlite, text: string) {
  const all = [];
  for (const message of [serialize.parse({ text }), serialize.bind({}), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]) {
    all.push(...(await pglite.execProtocol(message)).messages);
  }
  return all;
}

describe('reading a statement’s result off the backend messages', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite({ parsers: pgliteParsers });
    await pglite.exec(`create table r (id int8 primary key, name text, born date, at timestamptz, ok boolean, doc jsonb, n int4, tags text[])`);
  });
  afterAll(async () => {
    await pglite.close();
  });

  const statements = [
    `insert into r values (1, 'ana', '2000-01-02', '2024-05-06T07:08:09Z', true, '{"a":[1,2]}', 7, '{x,y}'), (2, null, null, null, null, null, null, null)`,
    `select * from r order by id`,
    `select count(*) as n, max(name) as name from r`,
    `update r set n = 8 where id in (1, 2) returning id, n`,
    `delete from r where id = 3`,
    `select 1 as one where false`,
  ];

  it('answers what PGlite’s own parser answers: the same rows, types and affected count', async () => {
    for (const text of statements) {
      const backend = await backendMessages(pglite, text);
      const [theirs] = parse.parseResults(backend, pglite.parsers, { rowMode: 'object' });
      const ours = firstResultOf(backend, pglite.parsers);
      expect(ours.rows, text).toEqual(theirs?.rows);
      expect(ours.affectedRows, text).toBe(theirs?.affectedRows);
    }
  });
});
