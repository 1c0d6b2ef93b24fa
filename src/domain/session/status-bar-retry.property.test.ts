import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusBarRetryDelay } from './status-bar-retry';

describe('statusBarRetryDelay (properties)', () => {
  it('makes exactly 20 tries in all, 150 ms apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 500 }), (budget) => {
        let tries = 0;
        while (tries < budget && statusBarRetryDelay(tries) !== null) {
          expect(statusBarRetryDelay(tries)).toBe(150);
          tries += 1;
        }
        expect(tries).toBe(20);
      }),
    );
  });
});
