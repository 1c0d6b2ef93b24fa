import os from 'node:os';
import type { LatencyFigures } from './metrics.js';
import { cpuPerUserSecondUs } from './rest-window.js';
import type { SimSummary } from './run-simulation.js';

const ms = (value: number): string => `${Math.round(value)} ms`;
const rate = (count: number, overMs: number): string => (overMs <= 0 ? '0' : (count / (overMs / 1_000)).toFixed(1));
const doneActions = (summary: SimSummary): number => Object.values(summary.actions).reduce((sum, figures) => sum + figures.done, 0);
const endedActions = (summary: SimSummary): number => Object.values(summary.actions).reduce((sum, figures) => sum + figures.done + figures.skipped + figures.failed, 0);
const availableCores = os.availableParallelism();
const latency = (figures: LatencyFigures): string => `p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)} (${figures.count} requests)`;

/** ' at /a ×2, /b ×1' for the requests a code came from, '' when it came from none. */
function where(places: Readonly<Record<string, number>> | undefined): string {
  const entries = Object.entries(places ?? {}).sort(([, a], [, b]) => b - a);
  return entries.length === 0 ? '' : ` at ${entries.map(([place, count]) => `${place} ×${count}`).join(', ')}`;
}

const NOT_SAID = 'n/a (GET /admin/process refused)';
const cpuMs = (value: number | null, per: number): string => (value === null ? NOT_SAID : per <= 0 ? '0 ms' : `${(value / per).toFixed(1)} ms`);

/** What each phase cost in CPU, per process: what decides whether N users fit in the machine's cores, whatever else runs on it. */
function cpuLines(summary: SimSummary): string[] {
  const { rest, signInCpu, scenarioCpu } = summary;
  const actionsEnded = endedActions(summary);
  const perUserSecond = (value: number | null): string => (value === null || rest === null ? NOT_SAID : `${Math.round(cpuPerUserSecondUs(value, rest.users, rest.windowMs))} µs`);
  return [
    `CPU sign-in          sim ${cpuMs(signInCpu.simMs, summary.signedIn)}, server ${cpuMs(signInCpu.serverMs, summary.signedIn)} per user (sign-in, init, connect)`,
    rest === null
      ? 'CPU at rest          not measured (nobody connected)'
      : `CPU at rest          sim ${perUserSecond(rest.simMs)}, server ${perUserSecond(rest.serverMs)} per user per second (${rest.users} connected and idle for ${rest.windowMs / 1_000} s)`,
    scenarioCpu === null
      ? 'CPU scenario         not measured'
      : `CPU scenario         sim ${cpuMs(scenarioCpu.simMs, actionsEnded)}, server ${cpuMs(scenarioCpu.serverMs, actionsEnded)} per action (${actionsEnded} ended)`,
  ];
}

/** The run's summary as the lines the command prints. */
export function formatSummary(summary: SimSummary): string[] {
  const errorCodes = Object.keys(summary.errors).sort();
  const lines = [
    `scenario ${summary.scenario} (seed ${summary.seed}), ${summary.users} users, ${summary.durationMs / 1_000} s, finished in ${ms(summary.elapsedMs)}`,
    `signed in            ${summary.signedIn}/${summary.users}   /login/handle ${latency(summary.signIn)}`,
    `init                 ${summary.initialized}/${summary.users}   /profile/init ${latency(summary.init)}`,
    `realtime connected   ${summary.connected}/${summary.users}   (${summary.connectedAtStart} before the scenario; all back ${ms(summary.settleMs)} after it)`,
    ...cpuLines(summary),
    `event loop (sim)     late by p50 ${ms(summary.eventLoopLag.p50Ms)}, p99 ${ms(summary.eventLoopLag.p99Ms)}, at most ${ms(summary.eventLoopLag.maxMs)} (what a request answered in time waits before it is read)`,
    `reconnects           ${summary.reconnects}   (sockets cut ${summary.churn.cuts}, background trips ${summary.churn.backgroundTrips}; apps reopened after their channel gave up ${summary.reopened})`,
    `API requests         ${summary.requests}   (${rate(summary.requests, summary.elapsedMs)}/s over the run)`,
    `hosts                ${summary.hosts}   load average (1 min) ${summary.loadAverage.toFixed(2)} on ${availableCores} cores`,
    `actions              ${doneActions(summary)} done, ${endedActions(summary)} ended in all (${rate(endedActions(summary), summary.scenarioMs)}/s over the scenario's ${ms(summary.scenarioMs)}; a pause of ${summary.think.minMs / 1_000}–${summary.think.maxMs / 1_000} s before each)`,
    ...Object.entries(summary.actions)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([name, figures]) => [
        `  ${name.padEnd(13)} done ${figures.done}, skipped ${figures.skipped}, failed ${figures.failed}; p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}`,
        ...Object.entries(figures.reasons).map(([why, count]) => `    ×${count} ${why}`),
      ]),
    'invariants',
    ...summary.invariants.map((check) => `  ${check.holds ? 'holds ' : 'BROKEN'} ${check.name}: ${check.detail}`),
    errorCodes.length === 0 ? 'errors               none' : `errors               ${errorCodes.map((code) => `${code} ×${summary.errors[code]}`).join(', ')}`,
    // Where once, then each sample: the code's first line says where, the others only what.
    ...errorCodes.flatMap((code) => (summary.errorSamples[code] ?? ['']).map((sample, index) => (index === 0 ? `  ${code}${where(summary.errorsWhere[code])}: ${sample}` : `    ${sample}`))),
    summary.ok ? 'result               ok' : 'result               FAILED',
  ];
  return lines;
}
