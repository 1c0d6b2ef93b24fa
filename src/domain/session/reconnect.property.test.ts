import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReconnectDelay, RECONNECT_MAX_ATTEMPTS } from './reconnect';

describe('nextReconnectDelay (properties)', () => {
  it('never shortens the wait from one attempt to the next while it still retries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: RECONNECT_MAX_ATTEMPTS - 1 }), (attempt) => {
        expect(nextReconnectDelay(attempt + 1)!).toBeGreaterThanOrEqual(nextReconnectDelay(attempt)!);
      }),
    );
  });
  it('retries exactly 7 times, whatever the number of failures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 1_000 }), (failures) => {
        const retries = Array.from({ length: failures }, (_, i) => nextReconnectDelay(i + 1)).filter((d) => d !== null);
        expect(retries).toHaveLength(RECONNECT_MAX_ATTEMPTS);
      }),
    );
  });
  it('keeps every wait between 1 s and 5 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: RECONNECT_MAX_ATTEMPTS }), (attempt) => {
        const delay = nextReconnectDelay(attempt)!;
        expect(delay).toBeGreaterThanOrEqual(1_000);
        expect(delay).toBeLessThanOrEqual(5_000);
      }),
    );
  });
});
