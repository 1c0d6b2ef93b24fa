import type { ErrorReporter } from '../logging/error-reporter.js';

/** Forgets a scheduled task; calling it after the task ran does nothing. */
export type Cancel = () => void;
export type Task = () => void | Promise<void>;

/**
 * Runs tasks at clock times (epoch ms). Call billing, ring and heartbeat timeouts run on
 * it, so a test that drives a manual scheduler runs a ten-minute call in milliseconds.
 */
export interface Scheduler {
  /** Runs `task` once the clock reaches `at`; a time already past runs it as soon as possible. */
  at(at: number, task: Task): Cancel;
  /** Cancels every pending task and refuses later ones (the server is shutting down). */
  close(): void;
}

/** The longest delay setTimeout takes (2^31 − 1 ms); a later task is re-armed on the way. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** The real scheduler: one timer per task. A task that fails is reported, never thrown into the event loop. */
export function createTimerScheduler(
  /** The server Clock (structural: context.ts imports this file's types, so importing it back would close a cycle). */
  clock: { now(): number },
  onError: ErrorReporter,
): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  // Work still settling while the server stops (a broker's last disconnects) may ask for a
  // task after close: it would run after Redis and the database are gone, and only fail.
  let closed = false;

  function arm(at: number, task: Task, handle: { timer?: NodeJS.Timeout; cancelled: boolean }): void {
    const delay = Math.min(Math.max(0, at - clock.now()), MAX_TIMER_DELAY_MS);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (handle.cancelled) return;
      if (clock.now() < at) return arm(at, task, handle);
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => onError(error, { task: 'scheduled task', due_at: at }));
    }, delay);
    // Pending call timers must not keep a stopping process alive.
    timer.unref();
    handle.timer = timer;
    timers.add(timer);
  }

  return {
    at(at, task) {
      if (closed) return () => undefined;
      const handle: { timer?: NodeJS.Timeout; cancelled: boolean } = { cancelled: false };
      arm(at, task, handle);
      return () => {
        handle.cancelled = true;
        if (handle.timer !== undefined) {
          clearTimeout(handle.timer);
          timers.delete(handle.timer);
        }
      };
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
