/**
 * Where one send's time goes (BENCH_SEND_LEGS=1 on `npm run bench -- message-delivery`):
 * the clients' marks (send called, request started, fetch called, message in the receiver's
 * store) joined by client_msg_id with the server's (send-legs-server.ts), cut into legs
 * that add up to the send → receiver's store latency. Printed per leg: p50 and p99 over all
 * sends, and the mean over the slowest 1% (what the p99 is made of). The bare round trip is
 * cut at the server's relay the same way. Off by default: AsyncLocalStorage and the hooks
 * cost a little on every request, and the headline figures are taken without them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SignedHttpClient } from '../src/adapters/http/signed-http-client.js';
import { msgSendContract } from '../src/application/contracts/msg/send.contract.js';
import type { Figure } from './figure.js';
import { absoluteNow, mark, pausedWithin, watchGarbageCollection, type GcPause, type Mark, type ServerRelayLegs, type ServerRequestLegs } from './send-legs-server.js';

const SLOWEST_SHARE = 0.01;

interface ClientMarks {
  sent?: Mark;
  requested?: Mark;
  fetched?: Mark;
  stored?: Mark;
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

export interface SendLegs {
  /** The users' fetch, marking when a /msg/send calls it (startChildServer's watchFetch). */
  wrapFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch;
  /** Marks when this user's /msg/send requests start and call fetch. */
  watch(http: SignedHttpClient): void;
  sent(text: string): void;
  stored(text: string, clientMsgId: string | null): void;
  /** The receiver's store took the message (its first subscriber, before the chat's view model). */
  merged(clientMsgId: string): void;
  bareSent(seq: number): void;
  bareArrived(seq: number): void;
  /** The legs, from the server's file (written when the server process exited). */
  figures(serverFile: string): Figure[];
}

export function createSendLegs(): SendLegs {
  const inRequest = new AsyncLocalStorage<ClientMarks>();
  const byText = new Map<string, ClientMarks>();
  const byClientId = new Map<string, ClientMarks>();
  const bare = new Map<number, { sent: number; arrived?: number }>();
  const mergedAt = new Map<string, Mark>();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  // Is the bench timing its own clients' garbage collection? Their pauses, set against each send's client legs.
  const gc = watchGarbageCollection();
  const marksOf = (text: string): ClientMarks => {
    const marks = byText.get(text) ?? {};
    byText.set(text, marks);
    return marks;
  };

  return {
    wrapFetch: (fetch) => (input, init) => {
      const marks = inRequest.getStore();
      if (marks !== undefined && marks.fetched === undefined) marks.fetched = mark();
      return fetch(input, init);
    },
    watch(http) {
      const request = http.request.bind(http);
      http.request = ((contract, payload) => {
        const clientMsgId = (payload as { readonly client_msg_id?: string }).client_msg_id;
        if ((contract as unknown) !== msgSendContract || clientMsgId === undefined) return request(contract, payload);
        const marks = byClientId.get(clientMsgId) ?? { requested: mark() };
        byClientId.set(clientMsgId, marks);
        return inRequest.run(marks, () => request(contract, payload));
      }) as SignedHttpClient['request'];
    },
    sent(text) {
      marksOf(text).sent = mark();
    },
    stored(text, clientMsgId) {
      const marks = marksOf(text);
      if (marks.stored !== undefined || clientMsgId === null) return;
      marks.stored = mark();
      const request = byClientId.get(clientMsgId);
      if (request !== undefined) Object.assign(marks, { requested: request.requested, fetched: request.fetched });
      byClientId.set(clientMsgId, marks);
    },
    merged(clientMsgId) {
      if (!mergedAt.has(clientMsgId)) mergedAt.set(clientMsgId, mark());
    },
    bareSent(seq) {
      bare.set(seq, { sent: absoluteNow() });
    },
    bareArrived(seq) {
      const marks = bare.get(seq);
      if (marks !== undefined && marks.arrived === undefined) marks.arrived = absoluteNow();
    },
    figures(serverFile) {
      loopDelay.disable();
      gc.stop();
      const server = JSON.parse(fs.readFileSync(serverFile, 'utf8')) as {
        requests: ServerRequestLegs[]; relays: ServerRelayLegs[]; requestCpu: Array<{ path: string; n: number; p50: number }>; gc: GcPause[]; statements: Array<{ start: Mark; end?: Mark }>;
        loop: { p99: number; max: number; longestStatement: number; longestSql: string[]; backgroundSql: string[] };
      };
      for (const line of server.loop.longestSql) console.error(`send legs: longest statements: ${line}`);
      for (const line of server.loop.backgroundSql) console.error(`send legs: statements outside requests (jobs, broker hooks), by total time: ${line}`);
      /** Wall ms of other requests' statements inside [from, to] (PGlite runs one at a time, on this event loop). */
      const foreignSql = (own: ServerRequestLegs, from: number, to: number): number => {
        const mine = new Set(own.statements.map((statement) => statement.start.at));
        return server.statements
          .filter((statement) => !mine.has(statement.start.at) && statement.end !== undefined)
          .reduce((sum, statement) => sum + Math.max(0, Math.min(to, (statement.end as Mark).at) - Math.max(from, statement.start.at)), 0);
      };
      const foreign: number[][] = [];
      const sendRows: number[][] = [];
      const cpuRows: number[][] = [];
      const statementCounts: number[] = [];
      const statements = new Map<string, number>();
      for (const request of server.requests) {
        const client = byClientId.get(request.clientMsgId ?? '');
        // The send context read, then the message write (a group commit may add others' writes after it); any before the read (a chat lookup) are counted apart.
        const readAt = request.statements.findIndex((statement) => statement.sql.includes('row_to_json(e)'));
        const [read, write] = readAt < 0 ? [] : request.statements.slice(readAt, readAt + 2);
        const first = request.statements[0];
        const publish = request.publishes[0];
        const merged = mergedAt.get(request.clientMsgId ?? '');
        if (client?.sent === undefined || client.requested === undefined || client.fetched === undefined || client.stored === undefined) continue;
        if (request.handlerChain === undefined || first === undefined || read?.end === undefined || write?.end === undefined || publish === undefined || merged === undefined) continue;
        statementCounts.push(request.statements.length);
        for (const statement of request.statements) statements.set(statement.sql, (statements.get(statement.sql) ?? 0) + 1);
        const marks = [client.sent, client.requested, client.fetched, request.arrived, request.handlerChain, first.start, read.start, read.end, write.start, write.end, publish.start, merged, client.stored];
        const wall = marks.slice(1).map((m, i) => m.at - (marks[i] as Mark).at);
        sendRows.push([...wall, client.stored.at - client.sent.at]);
        // CPU is comparable only between marks of one process: the client's (legs 1-2, 12) and the server's (4-10).
        const cpu = marks.slice(1).map((m, i) => (i === 2 || i === 10 ? NaN : m.cpu - (marks[i] as Mark).cpu));
        cpuRows.push(cpu);
        foreign.push([
          foreignSql(request, request.arrived.at, publish.start.at), foreignSql(request, write.end.at, publish.start.at),
          pausedWithin(server.gc, request.arrived.at, publish.start.at),
          pausedWithin(gc.pauses, client.sent.at, client.fetched.at) + pausedWithin(gc.pauses, publish.start.at, client.stored.at),
          client.stored.at - client.sent.at,
        ]);
      }
      for (const [sql, n] of statements) console.error(`send legs: ${n} × ${sql}`);
      const bareRows: number[][] = [];
      for (const relay of server.relays) {
        const marks = bare.get(relay.seq);
        if (marks?.arrived === undefined) continue;
        bareRows.push([relay.heard - marks.sent, relay.published - relay.heard, marks.arrived - relay.published, marks.arrived - marks.sent]);
      }
      const sendLabels = [
        'client: chat.send → /msg/send request (outbox)',
        'client: request → fetch (seal and sign)',
        'wire: fetch → server onRequest',
        'server: onRequest → handler chain (body read, hooks)',
        'server: handler chain → first SQL (session, open envelope, zod, nonce, chat)',
        'SQL before the send context (chat lookup by id, when not remembered)',
        'SQL: the send context read',
        'server: read → write (screening, price)',
        'SQL: the message write (commit)',
        'server: write → publish (push payload)',
        'publish → in the receiver\'s store (broker, ws, mqtt.js, decode, merge)',
        'store → its chat view model updated (where the headline figure is read)',
      ];
      return [
        ...legFigures('send', sendRows, [...sendLabels, 'total send → receiver store']),
        ...cpuFigures(cpuRows, sendLabels),
        ...legFigures('inside a send', foreign, [
          "other requests' statements inside a send's server time", "other requests' statements between its write and its publish",
          "the server's GC pauses inside its server time", "the load generator's GC pauses inside its client legs (sender's, receiver's)", 'total send → receiver store',
        ]),
        ...server.requestCpu.map(({ path, n, p50 }) => ({ name: `server CPU per request from arrival to answer (others' work while it waited included), ${path} (${n} over the run), p50`, value: p50, unit: 'ms' })),
        { name: `server GC pauses over the run: ${server.gc.length}, longest`, value: Math.max(0, ...server.gc.map((pause) => pause.ms)), unit: `ms (${server.gc.reduce((sum, pause) => sum + pause.ms, 0).toFixed(0)} ms in all)` },
        { name: `load generator GC pauses over the run: ${gc.pauses.length}, longest`, value: Math.max(0, ...gc.pauses.map((pause) => pause.ms)), unit: `ms (${gc.pauses.reduce((sum, pause) => sum + pause.ms, 0).toFixed(0)} ms in all)` },
        { name: `send legs: SQL statements per send (mean over ${statementCounts.length} joined sends)`, value: mean(statementCounts), unit: 'statements' },
        { name: 'server event loop delay, p99', value: server.loop.p99, unit: 'ms' },
        { name: 'server event loop delay, longest', value: server.loop.max, unit: 'ms' },
        { name: 'server: longest statement of any request', value: server.loop.longestStatement, unit: 'ms' },
        { name: 'load generator (all clients) event loop delay, p99', value: loopDelay.percentile(99) / 1e6, unit: 'ms' },
        { name: 'load generator (all clients) event loop delay, longest', value: loopDelay.max / 1e6, unit: 'ms' },
        ...legFigures('bare', bareRows, ['client publish → server relay heard', 'relay: heard → publish done', 'relay publish done → receiver', 'total bare round trip']),
      ];
    },
  };
}

/** Per leg of one process: the median CPU it used (load does not stretch CPU time as it stretches wall time). */
function cpuFigures(rows: readonly number[][], labels: readonly string[]): Figure[] {
  return labels.flatMap((label, leg) => {
    const values = rows.map((row) => row[leg] ?? NaN);
    return Number.isNaN(values[0]) ? [] : [{ name: `send leg ${leg + 1}, ${label}: CPU p50 (mean)`, value: percentile(values, 0.5), unit: `ms (${mean(values).toFixed(2)} ms)` }];
  });
}

/** Per leg: p50, p99, and the mean in the slowest 1% by the last column (the total). */
function legFigures(kind: string, rows: readonly number[][], labels: readonly string[]): Figure[] {
  if (rows.length === 0) return [{ name: `${kind} legs: no request could be joined`, value: NaN, unit: '' }];
  const slowest = [...rows].sort((a, b) => (b[b.length - 1] ?? 0) - (a[a.length - 1] ?? 0)).slice(0, Math.max(1, Math.ceil(rows.length * SLOWEST_SHARE)));
  return labels.flatMap((label, leg) => {
    const values = rows.map((row) => row[leg] ?? NaN);
    return [
      { name: `${kind} leg ${leg + 1}, ${label}: p50`, value: percentile(values, 0.5), unit: 'ms' },
      { name: `${kind} leg ${leg + 1}, ${label}: p99`, value: percentile(values, 0.99), unit: 'ms' },
      { name: `${kind} leg ${leg + 1}, ${label}: mean in the slowest ${SLOWEST_SHARE * 100}% (${slowest.length} of ${rows.length})`, value: mean(slowest.map((row) => row[leg] ?? NaN)), unit: 'ms' },
    ];
  });
}
