import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_COINS_CLAIMS_PER_DAY, FREE_COINS_COOLDOWN_MS, FREE_COINS_EXHAUSTED, MS_PER_SECOND } from '../../src/domain/constants.js';
import { afterTimeOf } from './free-coins.js';

const NOW = 1_736_164_800_000;
const today = fc.integer({ min: 0, max: FREE_COINS_CLAIMS_PER_DAY - 1 });
const sinceLast = fc.integer({ min: 0, max: 3 * FREE_COINS_COOLDOWN_MS });

describe('the free-coins cooldown', () => {
  it('is claimable at once for someone who never claimed, and −1 once the day’s claims are used', () => {
    expect(afterTimeOf({ today: 0, lastAt: null }, NOW)).toBe(0);
    fc.assert(fc.property(fc.integer({ min: FREE_COINS_CLAIMS_PER_DAY, max: 100 }), sinceLast, (n, gap) => afterTimeOf({ today: n, lastAt: NOW - gap }, NOW) === FREE_COINS_EXHAUSTED));
  });

  it('stays within 0 and the cooldown in whole seconds, and reaches 0 exactly when the cooldown has passed', () => {
    fc.assert(
      fc.property(today, sinceLast, (n, gap) => {
        const after = afterTimeOf({ today: n, lastAt: NOW - gap }, NOW);
        expect(Number.isInteger(after) && after >= 0 && after <= FREE_COINS_COOLDOWN_MS / MS_PER_SECOND).toBe(true);
        expect(after === 0).toBe(gap >= FREE_COINS_COOLDOWN_MS);
      }),
    );
  });

  it('never grows as time passes', () => {
    fc.assert(
      fc.property(today, sinceLast, fc.nat({ max: FREE_COINS_COOLDOWN_MS }), (n, gap, later) => {
        const history = { today: n, lastAt: NOW - gap };
        expect(afterTimeOf(history, NOW + later)).toBeLessThanOrEqual(afterTimeOf(history, NOW));
      }),
    );
  });
});
