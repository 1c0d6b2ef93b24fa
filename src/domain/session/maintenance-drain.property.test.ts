import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_DRAIN_LEAD_MS,
  maintenanceAllowsNewSessions,
  maintenancePhase,
  secondsUntilMaintenance,
  type MaintenancePhase,
} from './maintenance-drain';

const ORDER: readonly MaintenancePhase[] = ['announced', 'draining', 'locked', 'over'];
const DAY_MS = 86_400_000;

const windowArb = fc
  .record({ startsAt: fc.integer({ min: 0, max: DAY_MS }), length: fc.integer({ min: 1, max: DAY_MS }) })
  .map(({ startsAt, length }) => ({ startsAt, endsAt: startsAt + length }));

describe('maintenance drain', () => {
  it('never goes back a phase as time moves on', () => {
    fc.assert(
      fc.property(windowArb, fc.integer({ min: -DAY_MS, max: 3 * DAY_MS }), fc.integer({ min: 0, max: DAY_MS }), (window, t, dt) => {
        expect(ORDER.indexOf(maintenancePhase(window, t + dt))).toBeGreaterThanOrEqual(ORDER.indexOf(maintenancePhase(window, t)));
      }),
    );
  });

  it('refuses new calls exactly from the drain lead before the start to the planned end', () => {
    fc.assert(
      fc.property(windowArb, fc.integer({ min: -DAY_MS, max: 3 * DAY_MS }), (window, now) => {
        const refused = now >= window.startsAt - MAINTENANCE_DRAIN_LEAD_MS && now < window.endsAt;
        expect(maintenanceAllowsNewSessions(window, now)).toBe(!refused);
      }),
    );
  });

  it('locks at the start, not a millisecond before', () => {
    fc.assert(
      fc.property(windowArb, (window) => {
        expect(maintenancePhase(window, window.startsAt - 1)).toBe('draining');
        expect(maintenancePhase(window, window.startsAt)).toBe('locked');
      }),
    );
  });

  it('counts down whole seconds to the start and stops at zero', () => {
    fc.assert(
      fc.property(windowArb, fc.integer({ min: -DAY_MS, max: 3 * DAY_MS }), (window, now) => {
        const left = secondsUntilMaintenance(window, now);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left * 1000).toBeGreaterThanOrEqual(window.startsAt - now);
        expect((left - 1) * 1000).toBeLessThan(Math.max(1, window.startsAt - now));
      }),
    );
  });

  it('lets everything through without a scheduled window', () => {
    expect(maintenanceAllowsNewSessions(null, 0)).toBe(true);
  });
});
