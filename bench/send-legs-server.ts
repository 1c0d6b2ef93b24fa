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
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DefaultQueryExecutor, type CompiledQuery } from 'kysely';

/** A moment: wall time (ms, absolute) and this process's CPU time so far (ms, process.cpuUsage). */
export interface Mark {
  readonly at: number;
  readonly cpu: number;
}

export interface Span {
  readonly start: Mark;
  end?: Mark;
}

/** One statement: its span and its SQL's beginning. */
export interface StatementSpan extends Span {
  /** Run outside any /api request (a scheduled job, the broker's hooks, a relay). */
  readonly background?: true;
  readonly sql: string;
}

/** One /api request's marks. */
export interface ServerRequestLegs {
  readonly path: string;
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

/** A garbage collection pause of this process: when it began (absolute ms) and how long it held the thread. */
export interface GcPause {
  readonly at: number;
  readonly ms: number;
}

/** Records this process's GC pauses from now on (perf_hooks' 'gc' entries). */
export function watchGarbageCollection(): { readonly pauses: GcPause[]; stop(): void } {
  const pauses: GcPause[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return { pauses, stop: () => observer.disconnect() };
}

/** Milliseconds of `pauses` inside [from, to]. */
export const pausedWithin = (pauses: readonly GcPause[], from: number, to: number): number =>
  pauses.reduce((sum, pause) => sum + Math.max(0, Math.min(to, pause.at + pause.ms) - Math.max(from, pause.at)), 0);

export function mark(): Mark {
  const cpu = process.cpuUsage();
  return { at: absoluteNow(), cpu: (cpu.user + cpu.system) / 1_000 };
}

const SQL_SHOWN = 100;
/** The longest statements of the run are printed with their SQL (what held the event loop). */
const LONGEST_SHOWN = 8;

export interface SendLegsRecorder {
  /** Hooks the app (before it listens), its publisher and every statement it runs. */
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
  /** Every statement of any request (reads of other endpoints run between a send's marks). */
  const all: StatementSpan[] = [];
  /** How long the event loop was kept from turning: a stall delays every request that arrives meanwhile. */
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  let gc: ReturnType<typeof watchGarbageCollection> | undefined;

  /**
   * Every statement of the process, at Kysely's executor (where a builder's query, a
   * statement compiled once and run by executeQuery, and a transaction's all pass; a
   * plugin sees only the first), timed from the call to its result.
   */
  function timeStatements(): void {
    const executor = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as { executeQuery: <R>(query: CompiledQuery<R>) => Promise<unknown> };
    const execute = executor.executeQuery;
    executor.executeQuery = async function timed<R>(this: unknown, query: CompiledQuery<R>) {
      const legs = current.getStore();
      const statement: StatementSpan = { start: mark(), sql: query.sql.slice(0, SQL_SHOWN).replace(/\s+/g, ' '), ...(legs === undefined ? { background: true } : {}) };
      legs?.statements.push(statement);
      all.push(statement);
      try {
        return await execute.call(this, query);
      } finally {
        statement.end = mark();
      }
    };
  }

  return {
    attach(app) {
      timeStatements();
      gc = watchGarbageCollection();
      loopDelay.enable();
      app.addHook('onRequest', (request, _reply, done) => {
        if (request.url.startsWith('/api/')) {
          const legs: ServerRequestLegs = { path: request.url, arrived: mark(), statements: [], publishes: [] };
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
      const sends = requests.filter((legs) => legs.clientMsgId !== undefined);
      loopDelay.disable();
      gc?.stop();
      const wall = (statement: StatementSpan) => (statement.end as Mark).at - statement.start.at;
      const longest = [...all].filter((statement) => statement.end !== undefined).sort((a, b) => wall(b) - wall(a)).slice(0, LONGEST_SHOWN);
      const background = new Map<string, { n: number; ms: number }>();
      for (const statement of all) {
        if (statement.background !== true || statement.end === undefined) continue;
        const entry = background.get(statement.sql) ?? { n: 0, ms: 0 };
        background.set(statement.sql, { n: entry.n + 1, ms: entry.ms + wall(statement) });
      }
      const backgroundSql = [...background].sort((a, b) => b[1].ms - a[1].ms).slice(0, LONGEST_SHOWN).map(([key, { n, ms }]) => `${n} × ${ms.toFixed(0)} ms ${key}`);
      // What else the server does per message (the receiver's read mark, …): each path's CPU from arrival to answer.
      const cpuByPath = new Map<string, number[]>();
      for (const legs of requests) if (legs.answered !== undefined) cpuByPath.set(legs.path, [...(cpuByPath.get(legs.path) ?? []), legs.answered.cpu - legs.arrived.cpu]);
      const requestCpu = [...cpuByPath].map(([path, cpu]) => ({ path, n: cpu.length, p50: [...cpu].sort((a, b) => a - b)[Math.floor(cpu.length / 2)] ?? NaN }));
      const longestSql = longest.map((statement) => `${wall(statement).toFixed(1)} ms ${statement.sql}`);
      fs.writeFileSync(file, JSON.stringify({
        requests: sends, relays, requestCpu, gc: gc?.pauses ?? [], statements: all.map(({ start, end }) => ({ start, end })),
        loop: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6, longestStatement: longest[0] === undefined ? 0 : wall(longest[0]), longestSql, backgroundSql },
      }));
    },
  };
}
