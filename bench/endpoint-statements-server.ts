/**
 * `npm run serve` with every SQL statement counted by the endpoint it ran for — the figure a
 * busy machine does not distort (on PGlite each statement is CPU of the server's one thread;
 * in the 200-user simulator run PGlite was over half of it). Start it in place of the server:
 *
 *   PORT=4501 DATA_DIR=/tmp/d RATE_LIMIT_FACTOR=100 npx tsx bench/endpoint-statements-server.ts
 *
 * drive it (`npm run sim -- --url http://127.0.0.1:4501 …`), stop it with Ctrl-C: it prints,
 * per path, the requests and statements per request, then the statements run outside any
 * request (broker hooks, jobs) and the most frequent statements with their SQL's beginning.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { appDatabaseTarget } from '../server/db/open-for-app.js';
import { openDatabase } from '../server/db/open-database.js';

interface PathCount {
  requests: number;
  statements: number;
}

const SQL_SHOWN = 110;
const TOP_STATEMENTS = 40;
const OUTSIDE = '(outside any request)';

const config = loadConfig();
const byPath = new Map<string, PathCount>();
/** Per SQL text: how often it ran and the rows it answered in all (PGlite parses every row on the server's thread). */
const bySql = new Map<string, { n: number; rows: number }>();
const sqlOf = new Map<unknown, string>();
const current = new AsyncLocalStorage<PathCount>();
const compiler = new PostgresQueryCompiler();

const countingPlugin: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    const count = current.getStore() ?? countOf(OUTSIDE);
    count.statements += 1;
    const sql = compiler.compileQuery(node, queryId).sql.replace(/\s+/g, ' ').slice(0, SQL_SHOWN);
    const seen = bySql.get(sql) ?? { n: 0, rows: 0 };
    seen.n += 1;
    bySql.set(sql, seen);
    sqlOf.set(queryId, sql);
    return node;
  },
  async transformResult({ result, queryId }) {
    const seen = bySql.get(sqlOf.get(queryId) ?? '');
    sqlOf.delete(queryId);
    if (seen !== undefined) seen.rows += result.rows.length;
    return result;
  },
};

function countOf(path: string): PathCount {
  const known = byPath.get(path);
  if (known !== undefined) return known;
  const made = { requests: 0, statements: 0 };
  byPath.set(path, made);
  return made;
}

const database = await openDatabase(appDatabaseTarget(config));
const app = await buildApp(config, { database: { ...database, db: database.db.withPlugin(countingPlugin) } });
// After the body is read: from here on the handler runs in this request's context.
app.addHook('preHandler', (request, _reply, done) => {
  const count = countOf(request.url.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/:n'));
  count.requests += 1;
  current.run(count, done);
});
await app.listen({ port: config.port, host: config.host });
console.log(`counting statements per endpoint at http://127.0.0.1:${config.port}/`);

/** Written before closing: stopping the modules runs statements of its own. */
function printCounts(): void {
  const rows = [...byPath].sort((a, b) => b[1].statements - a[1].statements);
  const total = rows.reduce((sum, [, count]) => sum + count.statements, 0);
  process.stderr.write(`statements in all: ${total}\n   share  requests  stmts/req  path\n`);
  for (const [path, { requests, statements }] of rows) {
    const perRequest = requests === 0 ? '-' : (statements / requests).toFixed(2);
    process.stderr.write(`${((100 * statements) / total).toFixed(1).padStart(7)}% ${String(requests).padStart(9)} ${perRequest.padStart(10)}  ${path}\n`);
  }
  const statements = [...bySql];
  process.stderr.write('most frequent statements (runs, rows answered):\n');
  for (const [sql, { n, rows }] of statements.sort((a, b) => b[1].n - a[1].n).slice(0, TOP_STATEMENTS)) process.stderr.write(`${String(n).padStart(7)} ${String(rows).padStart(8)}  ${sql}\n`);
  process.stderr.write('most rows answered (runs, rows answered):\n');
  for (const [sql, { n, rows }] of statements.sort((a, b) => b[1].rows - a[1].rows).slice(0, TOP_STATEMENTS)) process.stderr.write(`${String(n).padStart(7)} ${String(rows).padStart(8)}  ${sql}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    printCounts();
    void app.close().then(() => process.exit(0));
  });
}
