import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_RECHARGE_CONTEXT_MS, createGameRechargeContext, isGameRechargeContextFresh } from './recharge-context';

describe('game recharge context (properties)', () => {
  it('is fresh exactly for ages from 0 to 120 s', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2_000_000_000_000 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (savedAt, age) => {
        expect(isGameRechargeContextFresh(createGameRechargeContext(1, savedAt), savedAt + age)).toBe(age >= 0 && age <= GAME_RECHARGE_CONTEXT_MS);
      }),
    );
  });
});
