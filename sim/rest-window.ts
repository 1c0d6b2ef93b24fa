import { startCpuMeter, type CpuSpent } from './cpu-meter.js';
import { sleep } from './wait.js';

/**
 * How long the run watches everyone connected and idle before the scenario: a third of an
 * MQTT keepalive period (30 s) at least, over users who connected at different times, and
 * long enough for the app's own timers (the maintenance poll, once a minute) to show.
 */
export const REST_WINDOW_MS = 10_000;
const US_PER_MS = 1_000;
const MS_PER_S = 1_000;

/** What connected, idle users cost: the app's own timers and polls, the keepalives. */
export interface RestFigures extends CpuSpent {
  readonly users: number;
  readonly windowMs: number;
}

/** CPU microseconds per user per second of rest: the figure that says whether N idle users fit in the cores. */
export function cpuPerUserSecondUs(cpuMs: number, users: number, windowMs: number): number {
  return users <= 0 || windowMs <= 0 ? 0 : (cpuMs * US_PER_MS) / users / (windowMs / MS_PER_S);
}

/** Sleeps `windowMs` with everyone connected and reads what it cost. */
export async function measureRest(baseUrl: string, users: number, windowMs: number = REST_WINDOW_MS): Promise<RestFigures> {
  const stop = await startCpuMeter(baseUrl);
  await sleep(windowMs);
  return { ...(await stop()), users, windowMs };
}
