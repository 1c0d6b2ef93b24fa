import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { ACTION_NAMES, type ActionName } from './actions/action.js';

/**
 * 'steady': everyone stays in front; 'churn': realtime drops and background/foreground trips
 * at random; 'node-kill': two nodes of its own on PostgreSQL and Redis, one killed halfway.
 */
export type Scenario = 'steady' | 'churn' | 'node-kill';
const SCENARIOS: readonly Scenario[] = ['steady', 'churn', 'node-kill'];

/**
 * The simulator's own bounds (not numbers of the spec): a run can never grow past them,
 * so a typo cannot turn a load test into a denial of service or a process that never ends.
 */
export const SIM_MAX_USERS = 1_000;
export const SIM_MAX_DURATION_S = 600;
/** The most requests --lose-replies may take the answer of: past half, nobody even signs in. */
export const SIM_MAX_LOSE_REPLIES = 0.5;
/** The longest pause --think may ask for (seconds). */
export const SIM_MAX_THINK_S = 300;
const MS_PER_S = 1_000;
const DEFAULT_USERS = 20;
const DEFAULT_DURATION_S = 30;
const DEFAULT_URL = 'http://127.0.0.1:8080';

/** A user's pause before each of their actions, drawn evenly between the two (ms). */
export interface ThinkTime {
  readonly minMs: number;
  readonly maxMs: number;
}

/**
 * A person's pause between two things they do in the app: reading a profile or the feed,
 * typing a text, looking at a live — half a minute on average. The pace before (0.5–2.5 s)
 * had each user act about 40 times a minute; a thousand of them asked for ~670 actions a
 * second, while one action costs ~45 ms of CPU (simulator and server, measured): 30 cores.
 * At this pace 1,000 users ask for ~30 actions a second, ~1.4 of the 2 cores.
 */
export const HUMAN_THINK: ThinkTime = { minMs: 10_000, maxMs: 50_000 };
/** A quick run of a few users (the tests, a look at the figures): the pace before, far faster than people. */
export const QUICK_THINK: ThinkTime = { minMs: 500, maxMs: 2_500 };
const DEFAULT_THINK = `${HUMAN_THINK.minMs / MS_PER_S}-${HUMAN_THINK.maxMs / MS_PER_S}`;

export interface SimOptions {
  /** The server's origin (http or https); the broker is `ws(s)://<same host>/mqtt`. */
  readonly baseUrl: string;
  readonly users: number;
  /** How long the scenario runs once everyone is signed in and connected. */
  readonly durationMs: number;
  readonly scenario: Scenario;
  /** Seeds the churn's choices, so a failing run can be repeated. */
  readonly seed: number;
  /** The pause before each action of a user (--think, seconds). */
  readonly think: ThinkTime;
  /** How long everyone sits connected and idle while the CPU at rest is read (REST_WINDOW_MS unless given; tests shorten it). */
  readonly restWindowMs?: number;
  /** The core's token-rotation gate on the authenticated client (src/application/session/token-rotation-gate.ts); off leaves calls in flight to the server's grace. */
  readonly rotationGate: boolean;
  /** The fraction of requests whose answer the app never hears while the server completes them (--lose-replies; 0: none). */
  readonly loseReplies?: number;
  /** The weights of the actions drawn after the first round (--mix), instead of the usual ones; absent: the usual. */
  readonly mix?: ActionMix;
}

/** Relative weights by action; a role draws only the actions of its own that are named. */
export type ActionMix = Readonly<Partial<Record<ActionName, number>>>;
/** The largest weight --mix takes (weights are relative: 100 to 1 is already all of one). */
export const SIM_MAX_MIX_WEIGHT = 100;

export type ParsedArgs =
  | { readonly ok: true; readonly options: SimOptions }
  | { readonly ok: false; readonly error: { readonly code: 'SIM.USAGE' | 'SIM.REMOTE_REFUSED'; readonly message: string } };

export const SIM_USAGE = `usage: npm run sim -- [--url ${DEFAULT_URL}] [--users ${DEFAULT_USERS}] [--duration ${DEFAULT_DURATION_S}] [--scenario steady|churn|node-kill] [--think ${DEFAULT_THINK}] [--seed N] [--allow-remote] [--no-rotation-gate] [--lose-replies 0-${SIM_MAX_LOSE_REPLIES}] [--mix match=1,message=2]
  --users     simulated users, 1–${SIM_MAX_USERS}
  --duration  seconds the scenario runs after every user is in, 1–${SIM_MAX_DURATION_S}; longer until every user has done every flow of their role once
  --think     seconds a user pauses before each action, drawn between MIN and MAX (a person's pace: ${DEFAULT_THINK}; 0.5-2.5 for a quick run of a few users)
  --url       a loopback server unless --allow-remote is given (node-kill starts its own two)
  --no-rotation-gate  calls in flight are not held by the core's token-rotation gate (the server's grace alone)
  --lose-replies      a fault: this fraction of requests runs on the server but its answer never reaches the app (as a client timeout on a loaded server)
  --mix       after the first round (every flow once), draw only these actions with these weights (1–${SIM_MAX_MIX_WEIGHT}): e.g. match=1 for a match-heavy run;
              a role none of whose actions is named keeps its usual draws (${ACTION_NAMES.join(', ')})`;

/** Reads the command line; `defaultSeed` is used when no --seed is given. */
export function parseSimArgs(argv: readonly string[], defaultSeed: number): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        url: { type: 'string', default: DEFAULT_URL },
        users: { type: 'string', default: String(DEFAULT_USERS) },
        duration: { type: 'string', default: String(DEFAULT_DURATION_S) },
        scenario: { type: 'string', default: 'steady' },
        seed: { type: 'string' },
        think: { type: 'string', default: DEFAULT_THINK },
        'allow-remote': { type: 'boolean', default: false },
        'no-rotation-gate': { type: 'boolean', default: false },
        'lose-replies': { type: 'string', default: '0' },
        mix: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }

  const users = boundedInteger(values.users, 1, SIM_MAX_USERS);
  if (users === null) return usage(`--users must be an integer from 1 to ${SIM_MAX_USERS}`);
  const duration = boundedInteger(values.duration, 1, SIM_MAX_DURATION_S);
  if (duration === null) return usage(`--duration must be an integer from 1 to ${SIM_MAX_DURATION_S} (seconds)`);
  const scenario = SCENARIOS.find((name) => name === values.scenario);
  if (scenario === undefined) return usage(`--scenario must be one of ${SCENARIOS.join(', ')}`);
  const seed = values.seed === undefined ? defaultSeed : boundedInteger(values.seed, 0, Number.MAX_SAFE_INTEGER);
  if (seed === null) return usage('--seed must be a non-negative integer');

  const think = parseThink(values.think);
  if (think === null) return usage(`--think must be MIN-MAX in seconds, 0 ≤ MIN ≤ MAX ≤ ${SIM_MAX_THINK_S} (e.g. ${DEFAULT_THINK})`);

  const loseReplies = Number(values['lose-replies']);
  if (!/^\d+(\.\d+)?$/.test(values['lose-replies']) || loseReplies > SIM_MAX_LOSE_REPLIES) return usage(`--lose-replies must be a fraction from 0 to ${SIM_MAX_LOSE_REPLIES}`);

  const mix = values.mix === undefined ? undefined : parseMix(values.mix);
  if (mix === null) return usage(`--mix must be NAME=WEIGHT,… with names among ${ACTION_NAMES.join(', ')} and whole weights from 1 to ${SIM_MAX_MIX_WEIGHT}`);

  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    return usage(`--url is not a URL: ${values.url}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return usage('--url must be http or https');
  if (!values['allow-remote'] && !isLoopbackHost(url.hostname)) {
    return { ok: false, error: { code: 'SIM.REMOTE_REFUSED', message: `${url.host} is not a loopback address; pass --allow-remote to load a server you run elsewhere` } };
  }
  return { ok: true, options: { baseUrl: url.origin, users, durationMs: duration * MS_PER_S, scenario, seed, think, rotationGate: !values['no-rotation-gate'], loseReplies, ...(mix === undefined ? {} : { mix }) } };
}

/** localhost, 127.0.0.0/8 or ::1 (URL.hostname keeps an IPv6 address in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** `MIN-MAX` in seconds (decimals allowed) as milliseconds; null when malformed or out of bounds. */
function parseThink(text: string | undefined): ThinkTime | null {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text ?? '');
  if (match === null) return null;
  const [minS, maxS] = [Number(match[1]), Number(match[2])];
  if (minS > maxS || maxS > SIM_MAX_THINK_S) return null;
  return { minMs: Math.round(minS * MS_PER_S), maxMs: Math.round(maxS * MS_PER_S) };
}

/** `match=3,message=1` as weights; null when a name is unknown, repeated, or a weight out of bounds. */
function parseMix(text: string): ActionMix | null {
  const mix: Partial<Record<ActionName, number>> = {};
  for (const part of text.split(',')) {
    const [name, weight, ...rest] = part.split('=');
    const action = ACTION_NAMES.find((known) => known === name);
    const value = boundedInteger(weight, 1, SIM_MAX_MIX_WEIGHT);
    if (action === undefined || value === null || rest.length > 0 || mix[action] !== undefined) return null;
    mix[action] = value;
  }
  return mix;
}

function boundedInteger(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

const usage = (message: string): ParsedArgs => ({ ok: false, error: { code: 'SIM.USAGE', message } });
