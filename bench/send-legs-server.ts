/**
 * The server half of the message-delivery bench's per-leg timing (BENCH_SEND_LEGS): for
 * every /api request, when it arrived, when its handler chain started (body read), each
 * SQL statement's start and end, each realtime publish and when the answer went out; for
 * the bare round trip, when the relay heard a packet and published it. Times are
 * performance.timeOrigin + performance.now(), which agrees across processes on one
 * machine to ~0.1 ms, so the bench can join them with the clients' times by client_msg_id.
 * Bench code only: it hooks the built app from outside, nothing in server/ knows of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PostgresQueryCompiler, type KyselyPlugin, type RootOperationNode } from 'kysely';

/** A moment: wall time (ms, absolute) and this process's CPU time so far (ms, process.cpuUsage). */
export interface Mark {
  readonly at: number;
  readonly cpu: number;
}

export interface Span {
  readonly start: Mark;
  end?: Mark;
}

/** One statement: its span and its SQL's beginning (compiled when written out, not on the path). */
export interface StatementSpan extends Span {
  node?: RootOperationNode;
  /** Run outside any /api request (a scheduled job, the broker's hooks, a relay). */
  readonly background?: true;
  sql?: string;
}

/** One /api request's marks. */
export interface ServerRequestLegs {
  readonly arrived: Mark;
  handlerChain?: Mark;
  readonly statements: StatementSpan[];
  readonly publishes: Span[];
  /** The client id of the message the request published, if any (the join key). */
  clientMsgId?: string;
  answered?: Mark;
}

/** The bare round trip's marks on the server, by the bench's seq. */
export interface ServerRelayLegs {
  readonly seq: number;
  readonly heard: number;
  readonly published: number;
}

export const absoluteNow = (): number => performance.timeOrigin + performance.now();

export function mark(): Mark {
  const cpu = process.cpuUsage();
  return { at: absoluteNow(), cpu: (cpu.user + cpu.system) / 1_000 };
}

const SQL_SHOWN = 100;
/** The longest statements of the run are printed with their SQL (what held the event loop). */
const LONGEST_SHOWN = 8;

export interface SendLegsRecorder {
  /** Counts and times the statements of the request they run for. */
  readonly plugin: KyselyPlugin;
  /** Hooks the app (before it listens) and its publisher. */
  attach(app: FastifyInstance): void;
  relayHeard(seq: number, heard: number): void;
  /** Writes every record as JSON to `file`. */
  write(file: string): void;
}

export function createSendLegsRecorder(): SendLegsRecorder {
  const current = new AsyncLocalStorage<ServerRequestLegs>();
  const byRequest = new WeakMap<FastifyRequest, ServerRequestLegs>();
  const requests: ServerRequestLegs[] = [];
  const relays: ServerRelayLegs[] = [];
  const open = new Map<unknown, Span>();
  /** Every statement of any request (reads of other endpoints run between a send's marks). */
  const all: StatementSpan[] = [];
  /** How long the event loop was kept from turning: a stall delays every request that arrives meanwhile. */
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });

  return {
    plugin: {
      transformQuery({ node, queryId }) {
        const legs = current.getStore();
        const statement: StatementSpan = { start: mark(), node, ...(legs === undefined ? { background: true } : {}) };
        legs?.statements.push(statement);
        all.push(statement);
        open.set(queryId, statement);
        return node;
      },
      async transformResult({ result, queryId }) {
        const statement = open.get(queryId);
        if (statement !== undefined) {
          statement.end = mark();
          open.delete(queryId);
        }
        return result;
      },
    },
    attach(app) {
      loopDelay.enable();
      app.addHook('onRequest', (request, _reply, done) => {
        if (request.url.startsWith('/api/')) {
          const legs: ServerRequestLegs = { arrived: mark(), statements: [], publishes: [] };
          byRequest.set(request, legs);
          requests.push(legs);
        }
        done();
      });
      // After the body is read: from here on the handler runs in this request's context.
      app.addHook('preHandler', (request, _reply, done) => {
        const legs = byRequest.get(request);
        if (legs === undefined) return done();
        legs.handlerChain = mark();
        current.run(legs, done);
      });
      app.addHook('onResponse', (request, _reply, done) => {
        const legs = byRequest.get(request);
        if (legs !== undefined) legs.answered = mark();
        done();
      });
      const { publisher } = app.realtime;
      const publishToUser = publisher.publishToUser.bind(publisher);
      publisher.publishToUser = async (uid, message) => {
        const legs = current.getStore();
        const event = message as { readonly event?: string; readonly message?: { readonly client_msg_id?: string | null } };
        if (legs === undefined || event.event !== 'message') return publishToUser(uid, message);
        if (legs.clientMsgId === undefined && typeof event.message?.client_msg_id === 'string') legs.clientMsgId = event.message.client_msg_id;
        const publish: Span = { start: mark() };
        legs.publishes.push(publish);
        await publishToUser(uid, message);
        publish.end = mark();
      };
    },
    relayHeard(seq, heard) {
      relays.push({ seq, heard, published: absoluteNow() });
    },
    write(file) {
      const compiler = new PostgresQueryCompiler();
      const sends = requests.filter((legs) => legs.clientMsgId !== undefined);
      for (const statement of sends.flatMap((legs) => legs.statements)) {
        if (statement.node !== undefined) statement.sql = compiler.compileQuery(statement.node, { queryId: '' } as never).sql.slice(0, SQL_SHOWN);
        delete statement.node;
      }
      loopDelay.disable();
      const wall = (statement: StatementSpan) => (statement.end as Mark).at - statement.start.at;
      const longest = [...all].filter((statement) => statement.end !== undefined).sort((a, b) => wall(b) - wall(a)).slice(0, LONGEST_SHOWN);
      const background = new Map<string, { n: number; ms: number }>();
      for (const statement of all) {
        if (statement.background !== true || statement.end === undefined || statement.node === undefined) continue;
        const key = compiler.compileQuery(statement.node, { queryId: '' } as never).sql.slice(0, SQL_SHOWN).replace(/\s+/g, ' ');
        const entry = background.get(key) ?? { n: 0, ms: 0 };
        background.set(key, { n: entry.n + 1, ms: entry.ms + wall(statement) });
      }
      const backgroundSql = [...background].sort((a, b) => b[1].ms - a[1].ms).slice(0, LONGEST_SHOWN).map(([key, { n, ms }]) => `${n} × ${ms.toFixed(0)} ms ${key}`);
      const longestSql = longest.map((statement) => `${wall(statement).toFixed(1)} ms ${(statement.sql ?? (statement.node === undefined ? '?' : compiler.compileQuery(statement.node, { queryId: '' } as never).sql.slice(0, SQL_SHOWN))).replace(/\s+/g, ' ')}`);
      fs.writeFileSync(file, JSON.stringify({
        requests: sends, relays, statements: all.map(({ start, end }) => ({ start, end })),
        loop: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6, longestStatement: longest[0] === undefined ? 0 : wall(longest[0]), longestSql, backgroundSql },
      }));
    },
  };
}
