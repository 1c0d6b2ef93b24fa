import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The histogram's resolution (ms): fine enough for the 10 s request timeout it explains. */
const RESOLUTION_MS = 20;
const NS_PER_MS = 1e6;

/** How late this process's event loop ran its callbacks (ms): a request answered in time but read late times out all the same. */
export interface EventLoopLag {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** Starts watching the event loop; the returned function stops and gives what it saw. */
export function watchEventLoop(): () => EventLoopLag {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  return () => {
    histogram.disable();
    // The histogram times a timer that fires every RESOLUTION_MS: lateness is what it took beyond that.
    const late = (ns: number): number => Math.max(0, ns / NS_PER_MS - RESOLUTION_MS);
    return { p50Ms: late(histogram.percentile(50)), p99Ms: late(histogram.percentile(99)), maxMs: late(histogram.max) };
  };
}
