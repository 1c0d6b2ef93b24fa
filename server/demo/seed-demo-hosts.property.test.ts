import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageFromBirthday } from '../../src/domain/profile/age.js';
import { DEMO_HOSTS } from './demo-hosts.js';
import { demoBirthday } from './seed-demo-hosts.js';

/**
 * Any time, and often one of the 300 days after a leap day: seeds reach back up to 300
 * days, so these are the days where a naive "same day, years back" can land on a
 * 29 February the birth year lacks.
 */
const DAY_MS = 86_400_000;
const anyDay = fc.oneof(
  fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
  fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 300 * DAY_MS })).map(([k, ms]) => Date.UTC(2004 + 4 * k, 1, 29) + ms),
);

describe('demoBirthday (properties)', () => {
  it('makes every demo host exactly the age of their seed on the day of seeding, whatever that day', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: DEMO_HOSTS.length - 1 }), (now, index) => {
        const seed = DEMO_HOSTS[index]!;
        expect(ageFromBirthday(demoBirthday(seed, index, now), new Date(now))).toBe(seed.age);
      }),
      { numRuns: 5_000 },
    );
  });

  it('makes seeds of 18 to 35 years only', () => {
    for (const seed of DEMO_HOSTS) expect(seed.age >= 18 && seed.age <= 35).toBe(true);
  });
});
