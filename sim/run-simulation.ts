import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { callAdmin } from '../server/admin/admin-client.js';
import { loginHandleContract } from '../src/application/contracts/login/handle.contract.js';
import { profileInitContract } from '../src/application/contracts/profile/init.contract.js';
import { REALTIME_CONNECTION_STATE } from '../src/domain/session/index.js';
import { answerEveryCall } from './actions/call-state.js';
import { checkInvariants } from './check-invariants.js';
import { churnUser, type ChurnTally } from './churn.js';
import type { InvariantResult } from './invariants/invariant.js';
import { createSimMetrics, type ActionFigures, type LatencyFigures, type SimMetrics } from './metrics.js';
import { lossyFetch } from './lossy-fetch.js';
import { createSimUser, type SimUser } from './node-root.js';
import type { Scenario, SimOptions, ThinkTime } from './options.js';
import { seededRandom } from './random.js';
import { startCpuMeter, type CpuSpent } from './cpu-meter.js';
import { watchEventLoop, type EventLoopLag } from './event-loop-lag.js';
import { measureRest, type RestFigures } from './rest-window.js';
import { runUserSchedule } from './run-user.js';
import { HOST_SHARE } from './schedule.js';
import { forEachLimited, sleep, waitFor, waitForProgress } from './wait.js';
import { createSimWorld, type SimWorld } from './world.js';

/** Sign-ins in flight at once: a crowd arriving, not one burst of hundreds of sockets. */
const SIGN_IN_CONCURRENCY = 25;
/** A person whose sign-in failed (the server too busy to answer in time) taps the button again, twice at most. */
const SIGN_IN_ATTEMPTS = 3;
/** A person whose first screen did not load (no /profile/init answer in time) pulls to refresh, twice at most. */
const INIT_ATTEMPTS = 3;
/** Sign-in progress is logged every this many users (a crowd of 1,000 takes minutes). */
const SIGN_IN_LOG_EVERY = 100;
/** Spreads the seeds of each install's lost replies away from the schedule's and the churn's. */
const LOST_REPLY_SEED_STEP = 104_729;
/**
 * How long the connect wait goes on with nobody newly connected: a thousand users connect
 * for as long as the machine needs, and a crowd that stopped connecting is given up on.
 */
const CONNECT_STALL_MS = 15_000;
/**
 * How long the channels may take to come back after the churn: the reconnect policy's
 * first three delays (1 s, 3 s, 5 s) plus a device check and a connect each.
 */
const SETTLE_WAIT_MS = 20_000;

/**
 * Where the users go (the node-kill scenario): `userUrls` shares them out in turn (the run's
 * own `baseUrl` still answers the operator's checks); `atHalfTime` runs once, halfway
 * through the scenario (the kill).
 */
export interface SimTopology {
  readonly userUrls?: readonly string[];
  readonly atHalfTime?: () => Promise<void>;
}

export interface SimSummary {
  readonly users: number;
  readonly scenario: Scenario;
  readonly seed: number;
  readonly think: ThinkTime;
  readonly durationMs: number;
  /** Users whose quick sign-in started a session. */
  readonly signedIn: number;
  /** Users whose session start got a /profile/init answer. */
  readonly initialized: number;
  /** Users signed in with their realtime channel connected, before the scenario and at its end (after the settle wait). */
  readonly connectedAtStart: number;
  readonly connected: number;
  readonly signIn: LatencyFigures;
  /** CPU the simulator and the server spent on the sign-ins (with each user's init and connect). */
  readonly signInCpu: CpuSpent;
  /** CPU spent while everyone sat connected and idle (null: nobody got that far). */
  readonly rest: RestFigures | null;
  /** CPU spent on the scenario (null: nobody got that far). */
  readonly scenarioCpu: CpuSpent | null;
  /** How late the simulator's own event loop ran over the whole run. */
  readonly eventLoopLag: EventLoopLag;
  readonly init: LatencyFigures;
  /** Reconnects the realtime adapter made by itself after a lost connection. */
  readonly reconnects: number;
  /** Apps put away and opened again because their channel had given up reconnecting (what a person does with an app that stays offline). */
  readonly reopened: number;
  readonly churn: ChurnTally;
  /** How long the scenario took: --duration, or longer until every user had done every flow of their role once (ms). */
  readonly scenarioMs: number;
  /** How long the channels took to all come back after the scenario (ms). */
  readonly settleMs: number;
  readonly requests: number;
  readonly errors: Readonly<Record<string, number>>;
  readonly errorSamples: Readonly<Record<string, readonly string[]>>;
  readonly errorsWhere: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly elapsedMs: number;
  /** Per action: done, skipped, failed and the latency of the done ones. */
  readonly actions: Readonly<Record<string, ActionFigures>>;
  /** Hosts the operator API made of simulated users. */
  readonly hosts: number;
  readonly invariants: readonly InvariantResult[];
  /** The machine's 1-minute load average at the end (the machine is shared: figures are read with it). */
  readonly loadAverage: number;
  /** Everyone signed in, got init and is connected at the end, every invariant held, and no action failed (but for node-kill, where the killed node's requests fail). */
  readonly ok: boolean;
}

/**
 * One bounded run: signs every user in (quick sign-in, each on its own device), starts
 * their sessions as the app does after sign-in (/profile/init, realtime, /app/open), runs
 * the scenario for `durationMs` with everyone in front, waits for every channel to be
 * connected again, then closes every install. Never throws for what the server does:
 * failures are counted by code in the summary.
 */
export async function runSimulation(options: SimOptions, log: (line: string) => void = () => undefined, topology: SimTopology = {}): Promise<SimSummary> {
  const started = performance.now();
  const stopWatchingLoop = watchEventLoop();
  const metrics = createSimMetrics();
  const urls = topology.userUrls ?? [options.baseUrl];
  // Each install is made when its person arrives, as an app is opened: made all at once, a
  // thousand apps' timers (the maintenance poll) would fire in the same instant, long before
  // their turn to sign in.
  const users: SimUser[] = [];
  // The fault is the users' weather, not the checker's: the end checks read the server's truth on a sound network.
  let losingReplies = true;
  const arrive = (index: number): SimUser => {
    const fetch = options.loseReplies !== undefined && options.loseReplies > 0 ? lossyFetch(options.loseReplies, seededRandom(options.seed * LOST_REPLY_SEED_STEP + index), () => losingReplies) : undefined;
    const user = createSimUser({ baseUrl: urls[index % urls.length] ?? options.baseUrl, metrics, rotationGate: options.rotationGate, fetch });
    users.push(user);
    return user;
  };
  const churn: ChurnTally = { cuts: 0, backgroundTrips: 0 };
  const connectedCount = () => users.filter(isLive).length;
  const signedInUsers: SimUser[] = [];
  let initialized = 0;
  let settleMs = 0;
  let reopened = 0;
  let scenarioMs = 0;
  let connectedAtStart = 0;
  let connected = 0;
  let world: SimWorld | undefined;
  let rest: RestFigures | null = null;
  let scenarioCpu: CpuSpent | null = null;
  let signInCpu: CpuSpent = { simMs: 0, serverMs: null };
  let invariants: InvariantResult[] = [];

  /** Everyone signed in is connected, runs the scenario, and is waited for to come back. */
  const drive = async (): Promise<void> => {
    await waitForProgress(connectedCount, signedInUsers.length, CONNECT_STALL_MS);
    reopened += await reopenStranded(signedInUsers, connectedCount);
    connectedAtStart = connectedCount();
    rest = await measureRest(options.baseUrl, connectedAtStart, options.restWindowMs);
    log(`realtime connected ${connectedAtStart}/${options.users}, at rest for ${rest.windowMs / 1_000} s; ${options.scenario} for ${options.durationMs / 1_000} s`);

    world = await makeWorld(options.baseUrl, signedInUsers, metrics);
    const stopScenarioMeter = await startCpuMeter(options.baseUrl);
    const scenarioStarted = performance.now();
    const endAt = Date.now() + options.durationMs;
    const answering = signedInUsers.map(answerEveryCall);
    const schedules = world.users.map(({ uid, user }, index) =>
      runUserSchedule({ user, uid, world: world as SimWorld, random: seededRandom(options.seed * 7_919 + index) }, hostRole(world as SimWorld, uid), endAt, options.think, metrics, options.mix),
    );
    const faults = options.scenario === 'churn' ? signedInUsers.map((user, index) => churnUser(user, seededRandom(options.seed + index), endAt, churn)) : [];
    const halfTime = topology.atHalfTime === undefined ? [] : [sleep(options.durationMs / 2).then(topology.atHalfTime)];
    await Promise.all([...schedules, ...faults, ...halfTime]);
    scenarioMs = performance.now() - scenarioStarted;
    scenarioCpu = await stopScenarioMeter();

    const settleStarted = performance.now();
    reopened += await reopenStranded(signedInUsers, connectedCount);
    // A user signed out by the run will not come back: waiting for it would only spend the bound.
    await waitFor(() => signedInUsers.every((user) => isLive(user) || !user.store.loggedIn$.getValue()), SETTLE_WAIT_MS);
    settleMs = performance.now() - settleStarted;
    connected = connectedCount();
    for (const user of signedInUsers) countUnfinished(user, metrics);
    losingReplies = false;
    invariants = await checkInvariants(options.baseUrl, world);
    for (const stop of answering) stop();
  };

  try {
    const stopSignInMeter = await startCpuMeter(options.baseUrl);
    await forEachLimited(Array.from({ length: options.users }, (_, index) => index), SIGN_IN_CONCURRENCY, async (index) => {
      const user = arrive(index);
      let outcome = await user.login.signInQuick();
      for (let attempt = 1; !outcome.ok && attempt < SIGN_IN_ATTEMPTS; attempt += 1) {
        metrics.countError(outcome.error.code, `sign-in of device ${user.device.device_id} (tried again)`);
        outcome = await user.login.signInQuick();
      }
      if (!outcome.ok) return metrics.countError(outcome.error.code, `sign-in of device ${user.device.device_id}`);
      signedInUsers.push(user);
      if (signedInUsers.length % SIGN_IN_LOG_EVERY === 0) log(`signed in ${signedInUsers.length}/${options.users} after ${Math.round((performance.now() - started) / 1_000)} s`);
      await user.session.start();
      // The app shows its first screen from cache when init did not answer; the person pulls to refresh.
      for (let attempt = 1; user.session.init$.getValue() === null && user.store.loggedIn$.getValue() && attempt < INIT_ATTEMPTS; attempt += 1) await user.session.refresh();
      if (user.session.init$.getValue() !== null) initialized += 1;
    });
    signInCpu = await stopSignInMeter();
    log(`signed in ${signedInUsers.length}/${options.users}, init ${initialized}/${options.users}`);
    // With nobody signed in (the server is down or refuses everyone) the errors say why; there is nothing to wait for.
    if (signedInUsers.length > 0) await drive();
  } finally {
    await closeAll(users);
  }

  const snapshot = metrics.snapshot();
  const eventLoopLag = stopWatchingLoop();
  const signedIn = signedInUsers.length;
  const complete = signedIn === options.users && initialized === options.users && connected === options.users;
  return {
    users: options.users,
    scenario: options.scenario,
    seed: options.seed,
    think: options.think,
    durationMs: options.durationMs,
    signedIn,
    initialized,
    connectedAtStart,
    connected,
    signIn: snapshot.latency(loginHandleContract.path),
    signInCpu,
    rest,
    scenarioCpu,
    eventLoopLag,
    init: snapshot.latency(profileInitContract.path),
    reconnects: snapshot.reconnects,
    reopened,
    churn,
    scenarioMs,
    settleMs,
    requests: snapshot.requests,
    errors: snapshot.errors,
    errorSamples: snapshot.errorSamples,
    errorsWhere: snapshot.errorsWhere,
    elapsedMs: performance.now() - started,
    actions: snapshot.actions,
    hosts: world?.hosts.size ?? 0,
    invariants,
    loadAverage: os.loadavg()[0] ?? 0,
    ok:
      complete &&
      invariants.length > 0 &&
      invariants.every((check) => check.holds) &&
      // A node killed mid-request, or an answer lost (--lose-replies), fails what it was serving (the person sees the error and tries again): counted, not a broken run.
      (options.scenario === 'node-kill' || (options.loseReplies ?? 0) > 0 || (Object.values(snapshot.actions).every((figures) => figures.failed === 0) && !hasSimError(snapshot.errors))),
  };
}

/** The run's own failures (SIM.*): a user lost, an action that threw; the server's refusals are figures, not these. */
const hasSimError = (errors: Readonly<Record<string, number>>): boolean => Object.keys(errors).some((code) => code.startsWith('SIM.'));

/**
 * The world of a run: the signed-in users with their accounts, a share of them made hosts
 * through the operator API (a person cannot make themself one), the rest members.
 */
async function makeWorld(baseUrl: string, users: readonly SimUser[], metrics: SimMetrics): Promise<SimWorld> {
  const members = users.flatMap((user) => {
    const uid = user.uid();
    return uid === null ? [] : [{ uid, user }];
  });
  const hostCount = members.length < 2 ? 0 : Math.max(1, Math.round(members.length * HOST_SHARE));
  const hosts = new Set<number>();
  for (const { uid } of members.slice(0, hostCount)) {
    const answer = await callAdmin({ baseUrl, token: process.env.ADMIN_TOKEN }, 'POST', `/users/${uid}/host`, { host: true });
    if (answer.ok) hosts.add(uid);
    else metrics.countError('SIM.HOST_NOT_MADE', `${answer.error.code}: ${answer.error.message}`, 'admin /users/:uid/host');
  }
  return createSimWorld(members, hosts);
}

/**
 * The realtime adapter gives up after seven tries (about half a minute); the app then
 * reconnects when it comes back to the front. A person whose app stays offline puts it
 * away and opens it again: those users do so once, and the wait for their channels goes
 * on while they come back. Returns how many were reopened.
 */
async function reopenStranded(users: readonly SimUser[], connectedCount: () => number): Promise<number> {
  const stranded = users.filter((user) => user.store.loggedIn$.getValue() && user.realtimeState$.getValue() === REALTIME_CONNECTION_STATE.disconnected);
  for (const user of stranded) {
    user.setForeground(false);
    user.setForeground(true);
  }
  if (stranded.length > 0) await waitForProgress(connectedCount, users.length, CONNECT_STALL_MS);
  return stranded.length;
}

/** Whether a user is a host, and for every other host, that it goes live at the end of its first round. */
function hostRole(world: SimWorld, uid: number): { isHost: boolean; liveLast: boolean } {
  const turn = [...world.hosts].indexOf(uid);
  return { isHost: turn >= 0, liveLast: turn % 2 === 1 };
}

/** Signed in with its realtime channel connected. */
function isLive(user: SimUser): boolean {
  return user.store.loggedIn$.getValue() && user.realtimeState$.getValue() === REALTIME_CONNECTION_STATE.connected;
}

/** A signed-in user that lost its session or its channel by the end (or kept a channel without a session). */
function countUnfinished(user: SimUser, metrics: SimMetrics): void {
  const state = user.realtimeState$.getValue();
  const device = `device ${user.device.device_id}`;
  if (user.store.loggedIn$.getValue()) {
    if (state !== REALTIME_CONNECTION_STATE.connected) metrics.countError('SIM.NOT_CONNECTED', `${device} ended in realtime state ${state}`);
    return;
  }
  metrics.countError('SIM.SIGNED_OUT', `${device} lost its session`);
  if (state === REALTIME_CONNECTION_STATE.connected) metrics.countError('SIM.CHANNEL_AFTER_SIGN_OUT', `${device} is signed out yet its realtime channel is connected`);
}

async function closeAll(users: readonly SimUser[]): Promise<void> {
  await Promise.all(users.map((user) => user.close()));
}
