import { describe, expect, it } from 'vitest';
import { isMaintenanceCheckDue, MAINTENANCE_OPEN, maintenanceSecondsLeft, maintenanceStep } from './maintenance';

const locked = maintenanceStep(MAINTENANCE_OPEN, { type: 'checkFailed', at: 10_000, timeSeconds: 120 });

describe('maintenanceStep', () => {
  it('locks on a failed check and counts down from data.time', () => {
    expect(locked).toEqual({ locked: true, endsAt: 130_000, lastCheckAt: 10_000 });
    expect(maintenanceSecondsLeft(locked, 10_000)).toBe(120);
    expect(maintenanceSecondsLeft(locked, 70_500)).toBe(60);
  });
  it('resets the countdown when a later failure brings a new time', () => {
    const later = maintenanceStep(locked, { type: 'checkFailed', at: 70_000, timeSeconds: 300 });
    expect(maintenanceSecondsLeft(later, 70_000)).toBe(300);
  });
  it('keeps the countdown when a failure brings no time', () => {
    const later = maintenanceStep(locked, { type: 'checkFailed', at: 70_000, timeSeconds: null });
    expect(maintenanceSecondsLeft(later, 70_000)).toBe(60);
  });
  it('opens the app when a check succeeds', () => {
    expect(maintenanceStep(locked, { type: 'checkSucceeded', at: 80_000 })).toEqual({ locked: false });
  });
  it('shows zero once the announced end has passed', () => {
    expect(maintenanceSecondsLeft(locked, 500_000)).toBe(0);
  });
  it('shows no countdown while open', () => {
    expect(maintenanceSecondsLeft(MAINTENANCE_OPEN, 0)).toBeNull();
  });
});

describe('isMaintenanceCheckDue', () => {
  it('checks again 60 s after the last check but not at 59.999 s', () => {
    expect(isMaintenanceCheckDue(locked, 69_999, false)).toBe(false);
    expect(isMaintenanceCheckDue(locked, 70_000, false)).toBe(true);
  });
  it('checks at once when the app comes back to the foreground', () => {
    expect(isMaintenanceCheckDue(locked, 11_000, true)).toBe(true);
  });
  it('never checks while open', () => {
    expect(isMaintenanceCheckDue(MAINTENANCE_OPEN, 1_000_000, true)).toBe(false);
  });
});
