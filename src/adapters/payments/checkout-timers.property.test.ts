import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_TIMED_OUT, withTimeout, type CheckoutTimers } from './checkout-timers';

/** Timers on a clock the test moves; `at` runs everything due. */
function clock() {
  const due: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  const timers: CheckoutTimers = {
    setTimeout: (run, ms) => (due.push({ at: ms, run, id: ++next }), next),
    clearTimeout: (id) => {
      const i = due.findIndex((t) => t.id === id);
      if (i >= 0) due.splice(i, 1);
    },
  };
  return { timers, fire: () => due.splice(0).forEach((t) => t.run()) };
}

describe('withTimeout', () => {
  it('gives the work’s value when it settles before the limit and the timeout text otherwise, never both', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30_000 }), fc.boolean(), fc.integer(), async (ms, settlesFirst, value) => {
        const { timers, fire } = clock();
        let resolve!: (v: number) => void;
        const raced = withTimeout(new Promise<number>((r) => (resolve = r)), ms, timers);
        if (settlesFirst) {
          resolve(value);
          // The work settled: its callbacks run before the clock reaches the limit.
          await Promise.resolve();
          fire();
          await expect(raced).resolves.toBe(value);
        } else {
          fire();
          resolve(value);
          await expect(raced).rejects.toThrow(OPERATION_TIMED_OUT);
        }
      }),
    );
  });
});
