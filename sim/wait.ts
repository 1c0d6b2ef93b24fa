/** How often waitFor looks again. */
const POLL_MS = 50;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Resolves true as soon as `done()` holds, false when `timeoutMs` passed first. */
export async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await sleep(POLL_MS);
  }
  return true;
}

/** Runs `work` over `items` with at most `limit` at a time, in order of start. */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Resolves true once `count()` reaches `target`, false when it has not grown for `stallMs`:
 * a crowd of a thousand connecting takes as long as it takes on a busy machine, but a
 * crowd that stopped moving will not finish.
 */
export async function waitForProgress(count: () => number, target: number, stallMs: number): Promise<boolean> {
  let best = count();
  let lastGrowth = Date.now();
  while (best < target) {
    if (Date.now() - lastGrowth >= stallMs) return false;
    await sleep(POLL_MS);
    const now = count();
    if (now > best) {
      best = now;
      lastGrowth = Date.now();
    }
  }
  return true;
}

/** Resolves true as soon as the asynchronous `done()` holds, false when `timeoutMs` passed first; asks every `everyMs`. */
export async function pollUntil(done: () => Promise<boolean>, timeoutMs: number, everyMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() >= deadline) return false;
    await sleep(Math.min(everyMs, deadline - Date.now()));
  }
  return true;
}
