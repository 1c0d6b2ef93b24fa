/**
 * The server process of bench/message-delivery.bench.ts: exactly server/main.ts (config
 * from the environment, buildApp, listen), plus the bare round trip's relay (a user's
 * outbox payload marked `bench: 1` is published to the `to` user's inbox), so the bare
 * figure crosses the same broker and event loop as the messages. Prints its port as JSON.
 */
import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { appDatabaseTarget } from '../server/db/open-for-app.js';
import { openDatabase } from '../server/db/open-database.js';
import { absoluteNow, createSendLegsRecorder } from './send-legs-server.js';

const config = loadConfig();
/** BENCH_SQL_STATS=1: every statement is counted and timed (queue wait included), printed to stderr on exit. */
const stats = new Map<string, { n: number; ms: number }>();
const compiler = new PostgresQueryCompiler();
const started = new Map<unknown, { sql: string; at: number }>();
const statsPlugin: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    started.set(queryId, { sql: compiler.compileQuery(node, queryId).sql.slice(0, 140), at: performance.now() });
    return node;
  },
  async transformResult({ result, queryId }) {
    const start = started.get(queryId);
    started.delete(queryId);
    if (start !== undefined) {
      const entry = stats.get(start.sql) ?? { n: 0, ms: 0 };
      stats.set(start.sql, { n: entry.n + 1, ms: entry.ms + performance.now() - start.at });
    }
    return result;
  },
};
/** BENCH_SEND_LEGS=<file>: each send's and each relayed packet's marks are written there on exit (send-legs-server.ts). */
const legsFile = process.env['BENCH_SEND_LEGS'];
const legs = legsFile ? createSendLegsRecorder() : undefined;
const plugins = process.env['BENCH_SQL_STATS'] ? [statsPlugin] : [];
const database = plugins.length > 0 ? await openDatabase(appDatabaseTarget(config)) : undefined;
const app = await buildApp(config, database === undefined ? {} : { database: { ...database, db: plugins.reduce((db, plugin) => db.withPlugin(plugin), database.db) } });
if (database !== undefined) app.addHook('onClose', () => database.close());
legs?.attach(app);
app.realtime.publisher.onUserMessage((_uid, message) => {
  if (message['bench'] !== 1) return;
  const heard = absoluteNow();
  void app.realtime.publisher.publishToUser(Number(message['to']), message).then(() => legs?.relayHeard(Number(message['seq']), heard));
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : config.port }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => {
      if (legs !== undefined && legsFile !== undefined) legs.write(legsFile);
      for (const [sql, { n, ms }] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40)) process.stderr.write(`${String(n).padStart(7)} ${ms.toFixed(0).padStart(8)} ms  ${sql}\n`);
      process.exit(0);
    });
  });
}
