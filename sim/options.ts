import { isIP } from 'node:net';
import { parseArgs } from 'node:util';

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
const MS_PER_S = 1_000;
const DEFAULT_USERS = 20;
const DEFAULT_DURATION_S = 30;
const DEFAULT_URL = 'http://127.0.0.1:8080';

export interface SimOptions {
  /** The server's origin (http or https); the broker is `ws(s)://<same host>/mqtt`. */
  readonly baseUrl: string;
  readonly users: number;
  /** How long the scenario runs once everyone is signed in and connected. */
  readonly durationMs: number;
  readonly scenario: Scenario;
  /** Seeds the churn's choices, so a failing run can be repeated. */
  readonly seed: number;
  /** The core's token-rotation gate on the authenticated client (src/application/session/token-rotation-gate.ts); off leaves calls in flight to the server's grace. */
  readonly rotationGate: boolean;
}

export type ParsedArgs =
  | { readonly ok: true; readonly options: SimOptions }
  | { readonly ok: false; readonly error: { readonly code: 'SIM.USAGE' | 'SIM.REMOTE_REFUSED'; readonly message: string } };

export const SIM_USAGE = `usage: npm run sim -- [--url ${DEFAULT_URL}] [--users ${DEFAULT_USERS}] [--duration ${DEFAULT_DURATION_S}] [--scenario steady|churn|node-kill] [--seed N] [--allow-remote] [--no-rotation-gate]
  --users     simulated users, 1–${SIM_MAX_USERS}
  --duration  seconds the scenario runs after every user is in, 1–${SIM_MAX_DURATION_S}
  --url       a loopback server unless --allow-remote is given (node-kill starts its own two)
  --no-rotation-gate  calls in flight are not held by the core's token-rotation gate (the server's grace alone)`;

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
        'allow-remote': { type: 'boolean', default: false },
        'no-rotation-gate': { type: 'boolean', default: false },
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
  return { ok: true, options: { baseUrl: url.origin, users, durationMs: duration * MS_PER_S, scenario, seed, rotationGate: !values['no-rotation-gate'] } };
}

/** localhost, 127.0.0.0/8 or ::1 (URL.hostname keeps an IPv6 address in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

function boundedInteger(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

const usage = (message: string): ParsedArgs => ({ ok: false, error: { code: 'SIM.USAGE', message } });
