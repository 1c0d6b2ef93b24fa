import type { LatencyFigures } from './metrics.js';
import type { SimSummary } from './run-simulation.js';

const ms = (value: number): string => `${Math.round(value)} ms`;
const latency = (figures: LatencyFigures): string => `p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)} (${figures.count} requests)`;

/** ' at /a ×2, /b ×1' for the requests a code came from, '' when it came from none. */
function where(places: Readonly<Record<string, number>> | undefined): string {
  const entries = Object.entries(places ?? {}).sort(([, a], [, b]) => b - a);
  return entries.length === 0 ? '' : ` at ${entries.map(([place, count]) => `${place} ×${count}`).join(', ')}`;
}

/** The run's summary as the lines the command prints. */
export function formatSummary(summary: SimSummary): string[] {
  const errorCodes = Object.keys(summary.errors).sort();
  const lines = [
    `scenario ${summary.scenario} (seed ${summary.seed}), ${summary.users} users, ${summary.durationMs / 1_000} s, finished in ${ms(summary.elapsedMs)}`,
    `signed in            ${summary.signedIn}/${summary.users}   /login/handle ${latency(summary.signIn)}`,
    `init                 ${summary.initialized}/${summary.users}   /profile/init ${latency(summary.init)}`,
    `realtime connected   ${summary.connected}/${summary.users}   (${summary.connectedAtStart} before the scenario; all back ${ms(summary.settleMs)} after it)`,
    `reconnects           ${summary.reconnects}   (sockets cut ${summary.churn.cuts}, background trips ${summary.churn.backgroundTrips})`,
    `API requests            ${summary.requests}`,
    errorCodes.length === 0 ? 'errors               none' : `errors               ${errorCodes.map((code) => `${code} ×${summary.errors[code]}`).join(', ')}`,
    ...errorCodes.map((code) => `  ${code}${where(summary.errorsWhere[code])}: ${summary.errorSamples[code] ?? ''}`),
    summary.ok ? 'result               ok' : 'result               FAILED',
  ];
  return lines;
}
