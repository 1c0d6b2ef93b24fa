/**
 * /msg/send under load (issue #17): SENDERS signed-in guests, each sending to its partner
 * one message after another for RUN_MS, all at once, against the server in its own
 * process (bench/child-server.ts) on the embedded PGlite and on PostgreSQL (Debian's
 * binaries, started like the tests do: tests/support/pg-server.ts). Server and load
 * generator share this machine's cores, as the issue asks. Figures: sends per second,
 * the request's p50 / p99, and CPU per send of each process (server, load generator,
 * PostgreSQL's postmaster and backends) and their total: 2,000 sends/s on 2 cores leaves
 * ~1 ms of CPU per send for all of them together. A send that fails (the client's 10 s timeout
 * on an overloaded machine) is counted by its code, not in the rate.
 */
import os from 'node:os';
import { msgSendContract } from '../src/application/contracts/msg/send.contract.js';
import { CHAT_TYPE, MSG_TYPE } from '../src/domain/constants.js';
import { pgAvailability, startPgServer } from '../tests/support/pg-server.js';
import type { TestUser } from '../tests/support/messaging-harness.js';
import { startChildServer } from './child-server.js';
import type { Figure } from './figure.js';

const SENDERS = Number(process.env['BENCH_SENDERS'] ?? 200);
const RUN_MS = Number(process.env['BENCH_SEND_RUN_MS'] ?? 10_000);
/** One send each before the clock starts: chats opened, sessions cached, code warm. */
const WARM_UP_SENDS = 1;
const SIGN_IN_BATCH = 20;
/** The issue's targets with 200 concurrent senders on this 2-core machine. */
const TARGET_SENDS_PER_S = { PGlite: 300, PostgreSQL: 2_000 } as const;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

/** The 1-minute load average: figures taken on a shared machine say how loaded it was. */
const loadAverage = (): number => os.loadavg()[0] ?? NaN;

async function measure(
  engine: keyof typeof TARGET_SENDS_PER_S,
  env: NodeJS.ProcessEnv,
  /** CPU seconds the database server's own processes used so far, when it runs apart (PostgreSQL). */
  databaseCpuSeconds: () => number | undefined = () => undefined,
): Promise<Figure[]> {
  const server = await startChildServer(env);
  try {
    const users: TestUser[] = [];
    for (let i = 0; i < SENDERS; i += SIGN_IN_BATCH) {
      users.push(...(await Promise.all(Array.from({ length: Math.min(SIGN_IN_BATCH, SENDERS - i) }, () => server.user()))));
    }
    const partnerOf = (i: number) => users[(i + SENDERS / 2) % SENDERS] as TestUser;
    let seq = 0;
    const errors = new Map<string, number>();
    /** The send's time in ms, or null when it failed (counted in `errors`). */
    const send = async (i: number): Promise<number | null> => {
      const t = performance.now();
      const id = seq++;
      const sent = await (users[i] as TestUser).http.request(msgSendContract, {
        to_uid: partnerOf(i).uid, chat_type: CHAT_TYPE.private, client_msg_id: `load-${id}`, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: `load ${id}` }) },
      });
      if (sent.ok) return performance.now() - t;
      errors.set(sent.error.code, (errors.get(sent.error.code) ?? 0) + 1);
      return null;
    };
    for (let w = 0; w < WARM_UP_SENDS; w++) await Promise.all(users.map((_, i) => send(i)));

    const latencies: number[] = [];
    const load0 = loadAverage();
    const serverCpu0 = server.cpuSeconds();
    const databaseCpu0 = databaseCpuSeconds();
    const ownCpu0 = process.cpuUsage();
    const t0 = performance.now();
    const end = t0 + RUN_MS;
    errors.clear();
    await Promise.all(users.map(async (_, i) => {
      while (performance.now() < end) {
        const ms = await send(i);
        if (ms !== null) latencies.push(ms);
      }
    }));
    const seconds = (performance.now() - t0) / 1_000;
    const serverCpuMs = (server.cpuSeconds() - serverCpu0) * 1_000;
    const databaseCpu1 = databaseCpuSeconds();
    const ownCpu = process.cpuUsage(ownCpu0);
    const load1 = loadAverage();
    const sends = latencies.length;
    const rate = sends / seconds;
    const target = TARGET_SENDS_PER_S[engine];
    const perSend = (ms: number) => ms / sends;
    const cpu = {
      server: perSend(serverCpuMs),
      loadGenerator: perSend((ownCpu.user + ownCpu.system) / 1_000),
      // PGlite runs inside the server's process: its work is in the server's figure.
      database: databaseCpu0 === undefined || databaseCpu1 === undefined ? undefined : perSend((databaseCpu1 - databaseCpu0) * 1_000),
    };
    const cpuFigures: Figure[] = [
      { name: `server CPU per send, ${engine}${engine === 'PGlite' ? ' (PGlite included: it runs in the server)' : ''}`, value: cpu.server, unit: 'ms' },
      { name: `load generator CPU per send (signed request codec, HTTP client), ${engine}`, value: cpu.loadGenerator, unit: 'ms' },
      ...(cpu.database === undefined ? [] : [{ name: `${engine} CPU per send (postmaster and backends, from /proc)`, value: cpu.database, unit: 'ms' }]),
      { name: `total CPU per send (the processes above), ${engine}`, value: cpu.server + cpu.loadGenerator + (cpu.database ?? 0), unit: 'ms' },
    ];
    return [
      { name: `msg/send, ${SENDERS} concurrent senders, ${engine} (server in its own process, same machine; load average ${load0.toFixed(1)} → ${load1.toFixed(1)} on ${os.cpus().length} cores)`, value: rate, unit: 'sends/s', target: `>= ${target}`, met: rate >= target },
      { name: `msg/send under that load, ${engine}, p50`, value: percentile(latencies, 0.5), unit: 'ms' },
      { name: `msg/send under that load, ${engine}, p99`, value: percentile(latencies, 0.99), unit: 'ms' },
      ...cpuFigures,
      { name: `msg/send failed under that load, ${engine} (${[...errors].map(([code, n]) => `${code}: ${n}`).join(', ') || 'none'})`, value: [...errors.values()].reduce((a, b) => a + b, 0), unit: 'sends' },
    ];
  } finally {
    await server.close();
  }
}

/** BENCH_SEND_ENGINE=PGlite or PostgreSQL measures that engine alone (both by default). */
const ONLY_ENGINE = process.env['BENCH_SEND_ENGINE'];

export async function run(): Promise<Figure[]> {
  const figures = ONLY_ENGINE === 'PostgreSQL' ? [] : await measure('PGlite', { DATABASE_URL: '' });
  if (ONLY_ENGINE === 'PGlite') return figures;
  if (pgAvailability().kind === 'none') return [...figures, { name: 'msg/send on PostgreSQL: skipped (no PostgreSQL binaries or DATABASE_URL)', value: NaN, unit: '' }];
  const pg = await startPgServer();
  try {
    return [...figures, ...(await measure('PostgreSQL', { DATABASE_URL: pg.url }, () => pg.cpuSeconds()))];
  } finally {
    await pg.stop();
  }
}
