import { matchStartContract } from '../src/application/contracts/match/start.contract.js';
import { CALL_TYPE, REALTIME_MESSAGE_TYPE } from '../src/domain/constants.js';
import { startCallServer } from '../tests/support/call-harness.js';
import type { Figure } from './figure.js';
import { MATCH_EVENT_KEY } from '../src/application/contracts/match/match-event.js';

/** 100 seekers wait in the queue; each round a host asks for a match and we time until the match event reaches them. */
const QUEUED = 100;
const ROUNDS = 40;
const TARGET_P95_MS = 1_000;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Match time (issue 5): from a host's /match/start to the match event (type 4, key 1) on
 * its realtime session, with 100 seekers already waiting — the real server, signed
 * requests and the embedded broker on loopback, in one process.
 */
export async function run(): Promise<Figure[]> {
  const server = await startCallServer();
  try {
    for (let i = 0; i < QUEUED; i++) {
      const seeker = await server.newUser({ coins: 10_000 });
      const started = await server.client(seeker).http.request(matchStartContract, { call_type: CALL_TYPE.video });
      if (!started.ok) throw new Error(`seeker ${seeker} could not queue: ${started.error.msg}`);
    }
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const host = await server.newUser({ is_host: true });
      const inbox = await server.listen(host);
      const began = performance.now();
      const started = await server.client(host).http.request(matchStartContract, { call_type: CALL_TYPE.video });
      if (!started.ok) throw new Error(`host ${host} could not match: ${started.error.msg}`);
      await new Promise<void>((resolve, reject) => {
        const found = () => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.match && m.key === MATCH_EVENT_KEY.incomingCall);
        const deadline = performance.now() + 10_000;
        const poll = () => (found() ? resolve() : performance.now() > deadline ? reject(new Error('no match event in 10 s')) : setImmediate(poll));
        poll();
      });
      times.push(performance.now() - began);
      await inbox.client.endAsync(true);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    return [
      { name: `match found, ${QUEUED} waiting, p50`, value: percentile(sorted, 50), unit: 'ms' },
      { name: `match found, ${QUEUED} waiting, p95`, value: p95, unit: 'ms', target: `<= ${TARGET_P95_MS}`, met: p95 <= TARGET_P95_MS },
    ];
  } finally {
    await server.close();
  }
}
