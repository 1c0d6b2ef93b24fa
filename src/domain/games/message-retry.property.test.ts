import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGE_RETRIES, isGameCallTimedOut, nextGameMessageRetryDelay } from './message-retry';

describe('game message retries (properties)', () => {
  it('allow exactly 3 retries however long the frame stays silent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 50 }), (silentTicks) => {
        let retries = 0;
        for (let i = 0; i < silentTicks && nextGameMessageRetryDelay(retries) !== null; i += 1) retries += 1;
        expect(retries).toBe(GAME_MESSAGE_RETRIES);
      }),
    );
  });
  it('once a call timed out it stays timed out', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 20_000 }), fc.nat({ max: 20_000 }), (sentAt, t, dt) => {
        if (isGameCallTimedOut(sentAt, sentAt + t)) expect(isGameCallTimedOut(sentAt, sentAt + t + dt)).toBe(true);
      }),
    );
  });
});
