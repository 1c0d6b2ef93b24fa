import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSummary } from '../../sim/format-summary.js';
import { ACTION_NAMES } from '../../sim/actions/action.js';
import { QUICK_THINK } from '../../sim/options.js';
import { runSimulation } from '../../sim/run-simulation.js';
import { startSimServer, type SimServer } from '../support/sim-server.js';

const USERS = 10;
/** The sign-in and churn checks read no CPU figure: a short idle window keeps them quick. */
const QUICK_REST_MS = 1_000;
let server: SimServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startSimServer();
  baseUrl = server.baseUrl;
});

afterAll(() => server.close());

const guestAccounts = async (): Promise<number> => Number((await server.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the simulator against the server in process', () => {
  it('drives every flow through the core for 20 users and ends with every invariant holding', { timeout: 90_000 }, async () => {
    const summary = await runSimulation({ baseUrl, users: 20, durationMs: 20_000, scenario: 'steady', seed: 7, think: QUICK_THINK, rotationGate: true });
    console.log(formatSummary(summary).join('\n'));

    for (const name of ACTION_NAMES) expect(summary.actions[name]?.done ?? 0, name).toBeGreaterThan(0);
    expect(summary.invariants.map((check) => [check.name, check.holds])).toEqual(summary.invariants.map((check) => [check.name, true]));
    expect(summary.ok).toBe(true);
    // The CPU each phase cost, both sides: the server answers GET /admin/process on loopback.
    expect(summary.signInCpu.serverMs).toBeGreaterThan(0);
    expect(summary.rest).toMatchObject({ users: 20 });
    expect(summary.scenarioCpu?.serverMs).toBeGreaterThan(0);
  });

  it('signs ten users in on ten devices, gives each an init and a realtime channel, and counts no error', { timeout: 60_000 }, async () => {
    const before = await guestAccounts();
    const summary = await runSimulation({ baseUrl, users: USERS, durationMs: 2_000, scenario: 'steady', seed: 1, think: QUICK_THINK, restWindowMs: QUICK_REST_MS, rotationGate: true });

    // ok: no action failed, no error of the run's own (SIM.*), every invariant held; the server's refusals of a race (a live that just ended) are figures.
    expect(summary).toMatchObject({ signedIn: USERS, initialized: USERS, connectedAtStart: USERS, connected: USERS, reconnects: 0, ok: true });
    expect(summary.signIn.count).toBe(USERS);
    // Once per session start; a paid checkout loads it again (the profile's recharge total), so at least once each.
    expect(summary.init.count).toBeGreaterThanOrEqual(USERS);
    expect(summary.init.p99Ms).toBeGreaterThanOrEqual(summary.init.p50Ms);
    expect((await guestAccounts()) - before).toBe(USERS);
  });

  it('ends a churn of cut sockets and background trips with every user connected again and nothing failed', { timeout: 60_000 }, async () => {
    const summary = await runSimulation({ baseUrl, users: USERS, durationMs: 5_000, scenario: 'churn', seed: 42, think: QUICK_THINK, restWindowMs: QUICK_REST_MS, rotationGate: true });

    expect(summary.churn.cuts).toBeGreaterThan(0);
    expect(summary.churn.backgroundTrips).toBeGreaterThan(0);
    expect(summary.reconnects).toBeGreaterThan(0);
    // Every return to the front loads /profile/init again.
    expect(summary.init.count).toBeGreaterThan(USERS);
    expect(summary).toMatchObject({ signedIn: USERS, connected: USERS, ok: true });
  });
});
