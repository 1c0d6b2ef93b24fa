/**
 * /msg/send under load (issue #17): SENDERS signed-in guests, each sending to its partner
 * one message after another for RUN_MS, all at once, against the server in its own
 * process (bench/child-server.ts) on the embedded PGlite and on PostgreSQL (Debian's
 * binaries, started like the tests do: tests/support/pg-server.ts). Server and load
 * generator share this machine's cores, as the issue asks. Figures: sends per second,
 * the request's p50 / p99, and CPU per send on the server and on the load generator
 * (the browser's request codec is not free). A send that fails (the client's 10 s timeout
 * on an overloaded machine) is counted by its code, not in the rate.
 */
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

async function measure(engine: keyof typeof TARGET_SENDS_PER_S, env: NodeJS.ProcessEnv): Promise<Figure[]> {
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
    const serverCpu0 = server.cpuSeconds();
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
    const ownCpu = process.cpuUsage(ownCpu0);
    const sends = latencies.length;
    const rate = sends / seconds;
    const target = TARGET_SENDS_PER_S[engine];
    return [
      { name: `msg/send, ${SENDERS} concurrent senders, ${engine} (server in its own process, same machine)`, value: rate, unit: 'sends/s', target: `>= ${target}`, met: rate >= target },
      { name: `msg/send under that load, ${engine}, p50`, value: percentile(latencies, 0.5), unit: 'ms' },
      { name: `msg/send under that load, ${engine}, p99`, value: percentile(latencies, 0.99), unit: 'ms' },
      { name: `server CPU per send, ${engine}`, value: serverCpuMs / sends, unit: 'ms' },
      { name: `load generator CPU per send (signed request codec), ${engine}`, value: (ownCpu.user + ownCpu.system) / 1_000 / sends, unit: 'ms' },
      { name: `msg/send failed under that load, ${engine} (${[...errors].map(([code, n]) => `${code}: ${n}`).join(', ') || 'none'})`, value: [...errors.values()].reduce((a, b) => a + b, 0), unit: 'sends' },
    ];
  } finally {
    await server.close();
  }
}

export async function run(): Promise<Figure[]> {
  const figures = await measure('PGlite', { DATABASE_URL: '' });
  if (pgAvailability().kind === 'none') return [...figures, { name: 'msg/send on PostgreSQL: skipped (no PostgreSQL binaries or DATABASE_URL)', value: NaN, unit: '' }];
  const pg = await startPgServer();
  try {
    return [...figures, ...(await measure('PostgreSQL', { DATABASE_URL: pg.url }))];
  } finally {
    await pg.stop();
  }
}
