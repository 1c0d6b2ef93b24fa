/**
 * `npm run sim -- --url http://127.0.0.1:8080 --users 20 --duration 30 [--scenario churn|node-kill]`:
 * many simulated users of the app core against a running server (sim/run-simulation.ts).
 * Exits 0 when every user signed in, got init and ended connected with no error; 1 when
 * the run found failures; 2 for a wrong command line or a run that overstayed its bound.
 */
import { formatSummary } from './format-summary.js';
import { parseSimArgs, SIM_USAGE } from './options.js';
import { runNodeKill } from './node-kill.js';
import { runSimulation } from './run-simulation.js';
import { LONGEST_FIRST_ROUND } from './schedule.js';

/** Beyond the scenario's own duration: sign-in, connect and settle waits, the checks, and closing. */
const OVERSTAY_MARGIN_MS = 120_000;
/** node-kill also starts PostgreSQL, redis-server and two nodes (each up to a minute on a busy machine). */
const CLUSTER_START_MARGIN_MS = 180_000;
/** Per user: its sign-in, init and connect on a loaded machine (1,000 users: 5 more minutes), and its end checks. */
const PER_USER_MARGIN_MS = 300;
/** What one action may take on a loaded machine beyond its pause: a few requests, each given up on after 10 s. */
const ACTION_MARGIN_MS = 30_000;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

const parsed = parseSimArgs(process.argv.slice(2), Date.now() % 1_000_000);
if (!parsed.ok) {
  console.error(parsed.error.message);
  console.error(SIM_USAGE);
  process.exit(EXIT_USAGE);
}
const { options } = parsed;

// The run bounds itself; this is the belt to those braces, should a socket hang.
// Every user does every flow of their role once, however long the scenario was asked to be.
const firstRoundMs = LONGEST_FIRST_ROUND * (options.think.maxMs + ACTION_MARGIN_MS);
const bound = Math.max(options.durationMs, firstRoundMs) + OVERSTAY_MARGIN_MS + options.users * PER_USER_MARGIN_MS + (options.scenario === 'node-kill' ? CLUSTER_START_MARGIN_MS : 0);
setTimeout(() => {
  console.error(`the simulation overstayed ${bound} ms: stopped`);
  process.exit(EXIT_USAGE);
}, bound).unref();

const log = (line: string): void => console.log(line);
console.log(options.scenario === 'node-kill' ? `simulating ${options.users} users on two nodes of its own` : `simulating ${options.users} users against ${options.baseUrl}`);
const summary = options.scenario === 'node-kill' ? await runNodeKill(options, log) : await runSimulation(options, log);
for (const line of formatSummary(summary)) console.log(line);
process.exit(summary.ok ? 0 : EXIT_FAILED);
