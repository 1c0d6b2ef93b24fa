/** The library's clock: injected so tests drive the 20 s, 1 s and 10 s waits by hand. */
export interface CheckoutTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const BROWSER_TIMERS: CheckoutTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The library's text for any wait that ran out (token fetch 20 s, click handler 1 s). */
export const OPERATION_TIMED_OUT = 'Operation timed out';

/** Settles like `work`, or rejects with 'Operation timed out' after `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, timers: CheckoutTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new Error(OPERATION_TIMED_OUT)), ms);
    work.then(
      (value) => {
        timers.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(handle);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
