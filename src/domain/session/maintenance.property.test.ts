import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_OPEN, maintenanceSecondsLeft, maintenanceStep } from './maintenance';

describe('maintenance countdown (properties)', () => {
  it('never rises as time passes and never goes below zero', () => {
    fc.assert(
      fc.property(fc.nat({ max: 86_400 }), fc.nat({ max: 100_000_000 }), fc.nat({ max: 10_000_000 }), (time, t, dt) => {
        const state = maintenanceStep(MAINTENANCE_OPEN, { type: 'checkFailed', at: 0, timeSeconds: time });
        const now = maintenanceSecondsLeft(state, t)!;
        const later = maintenanceSecondsLeft(state, t + dt)!;
        expect(later).toBeLessThanOrEqual(now);
        expect(later).toBeGreaterThanOrEqual(0);
        expect(maintenanceSecondsLeft(state, 0)).toBe(time);
      }),
    );
  });
});
