import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeCoinsCard } from './free-coins';

const remaining = (afterTime: number, elapsed: number): number => {
  const card = freeCoinsCard(afterTime, 0, elapsed);
  return card.kind === 'cooldown' ? card.remainingSeconds : 0;
};

describe('freeCoinsCard (properties)', () => {
  it('never shows more seconds than the fetched cooldown and never zero while cooling down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), fc.nat({ max: 100_000_000 }), (afterTime, elapsed) => {
        const card = freeCoinsCard(afterTime, 0, elapsed);
        if (card.kind === 'cooldown') {
          expect(card.remainingSeconds).toBeGreaterThanOrEqual(1);
          expect(card.remainingSeconds).toBeLessThanOrEqual(afterTime);
        }
      }),
    );
  });
  it('only counts down as time passes, and once claimable stays claimable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), fc.nat({ max: 100_000_000 }), fc.nat({ max: 100_000 }), (afterTime, t, dt) => {
        expect(remaining(afterTime, t + dt)).toBeLessThanOrEqual(remaining(afterTime, t));
      }),
    );
  });
  it('becomes claimable exactly when after_time seconds have passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (afterTime) => {
        expect(freeCoinsCard(afterTime, 0, afterTime * 1000).kind).toBe('claimable');
        expect(freeCoinsCard(afterTime, 0, afterTime * 1000 - 1).kind).toBe('cooldown');
      }),
    );
  });
});
