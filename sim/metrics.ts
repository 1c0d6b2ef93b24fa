/**
 * What a run counts, shared by every simulated user (one process, one event loop: plain
 * counters need no locking). Errors are counted by stable code — the request layer's
 * `API.*`, the sign-in's `LOGIN.*`, the session events' `SESSION.*` and the run's own `SIM.*`
 * — with the first messages of each code kept to say what went wrong.
 */
export interface SimMetrics {
  /** One API request: how long it took (ms), and its error code when it failed. */
  recordRequest(path: string, ms: number, error?: { readonly code: string; readonly msg: string }): void;
  /** `where` says which call or step failed (an API path), when there is one. */
  countError(code: string, msg: string, where?: string): void;
  /** The realtime adapter reconnected by itself after losing its connection. */
  countReconnect(): void;
  /**
   * One simulated action: how long it took (ms) and how it ended (a failure is counted by
   * its code too); `why` — why it was skipped, or the note of one done another way — is
   * counted per action, so the summary says what the skipped and noted ones were.
   */
  recordAction(name: string, ms: number, outcome: 'done' | 'skipped' | { readonly code: string; readonly msg: string }, why?: string): void;
  readonly snapshot: () => MetricsSnapshot;
}

export interface LatencyFigures {
  readonly count: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface MetricsSnapshot {
  readonly requests: number;
  readonly reconnects: number;
  /** Error count by code. */
  readonly errors: Readonly<Record<string, number>>;
  /** The first messages of each code (up to ERROR_SAMPLES_PER_CODE, distinct): one is rarely enough to trace a failure. */
  readonly errorSamples: Readonly<Record<string, readonly string[]>>;
  /** Per code, how many failures each call or step had. */
  readonly errorsWhere: Readonly<Record<string, Readonly<Record<string, number>>>>;
  latency(path: string): LatencyFigures;
  /** Per action: how many ended done, skipped and failed, and the latency of the done ones. */
  readonly actions: Readonly<Record<string, ActionFigures>>;
}

export interface ActionFigures extends LatencyFigures {
  readonly done: number;
  readonly skipped: number;
  readonly failed: number;
  /** How many were skipped or done for each stated reason (done ones with a note are counted in `done` too). */
  readonly reasons: Readonly<Record<string, number>>;
}

/** How many distinct messages of one error code the summary prints. */
export const ERROR_SAMPLES_PER_CODE = 5;

export function createSimMetrics(): SimMetrics {
  const durations = new Map<string, number[]>();
  const errors: Record<string, number> = {};
  const errorSamples: Record<string, string[]> = {};
  const errorsWhere: Record<string, Record<string, number>> = {};
  let requests = 0;
  let reconnects = 0;
  const actionDurations = new Map<string, number[]>();
  const actionCounts = new Map<string, { done: number; skipped: number; failed: number; reasons: Record<string, number> }>();

  const countError = (code: string, msg: string, where?: string): void => {
    errors[code] = (errors[code] ?? 0) + 1;
    const samples = (errorSamples[code] ??= []);
    if (samples.length < ERROR_SAMPLES_PER_CODE && !samples.includes(msg)) samples.push(msg);
    if (where === undefined) return;
    const places = (errorsWhere[code] ??= {});
    places[where] = (places[where] ?? 0) + 1;
  };

  return {
    recordRequest(path, ms, error) {
      requests += 1;
      const list = durations.get(path) ?? [];
      list.push(ms);
      durations.set(path, list);
      if (error !== undefined) countError(error.code, `${path}: ${error.msg}`, path);
    },
    countError,
    countReconnect: () => void (reconnects += 1),
    recordAction(name, ms, outcome, why) {
      const counts = actionCounts.get(name) ?? { done: 0, skipped: 0, failed: 0, reasons: {} };
      actionCounts.set(name, counts);
      if (why !== undefined) counts.reasons[why] = (counts.reasons[why] ?? 0) + 1;
      if (outcome === 'skipped') return void (counts.skipped += 1);
      if (outcome !== 'done') {
        counts.failed += 1;
        return countError(outcome.code, outcome.msg, `action ${name}`);
      }
      counts.done += 1;
      const list = actionDurations.get(name) ?? [];
      list.push(ms);
      actionDurations.set(name, list);
    },
    snapshot: () => ({
      requests,
      reconnects,
      errors: { ...errors },
      errorSamples: Object.fromEntries(Object.entries(errorSamples).map(([code, samples]) => [code, [...samples]])),
      errorsWhere: Object.fromEntries(Object.entries(errorsWhere).map(([code, places]) => [code, { ...places }])),
      latency: (path) => latencyOf(durations.get(path) ?? []),
      actions: Object.fromEntries([...actionCounts].map(([name, counts]) => [name, { ...counts, reasons: { ...counts.reasons }, ...latencyOf(actionDurations.get(name) ?? []) }])),
    }),
  };
}

function latencyOf(values: readonly number[]): LatencyFigures {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

/** Nearest-rank percentile of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? 0;
}
