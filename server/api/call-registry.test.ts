import { describe, expect, it } from 'vitest';
import { CallRegistry } from './call-registry';
import { logReportCall } from './calls/log-report.call';
import { profileBalanceCall } from './calls/profile-balance.call';

describe('CallRegistry', () => {
  it('finds a call by its contract path', () => {
    const registry = new CallRegistry();
    registry.add(profileBalanceCall, logReportCall);
    expect(registry.find('/profile/balance')).toBe(profileBalanceCall);
    expect(registry.find('/profile/other')).toBeUndefined();
  });

  it('refuses a path registered twice, at start-up', () => {
    const registry = new CallRegistry();
    registry.add(profileBalanceCall);
    expect(() => registry.add(profileBalanceCall)).toThrow(/registered twice/);
  });
});
