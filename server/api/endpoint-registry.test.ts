import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { profileBalanceEndpoint } from '../ledger/profile-balance.endpoint';
import { logReportEndpoint } from '../telemetry/log-report.endpoint';
import { EndpointRegistry } from './define-endpoint';

// Only the registry is under test: the endpoints' handlers never run.
const ctx = {} as AppContext;
const profileBalance = profileBalanceEndpoint(ctx);

describe('EndpointRegistry', () => {
  it('finds an endpoint by its contract path', () => {
    const registry = new EndpointRegistry();
    registry.add(profileBalance, logReportEndpoint(ctx));
    expect(registry.find('/profile/balance')).toBe(profileBalance);
    expect(registry.find('/profile/other')).toBeUndefined();
  });

  it('refuses a path registered twice, at start-up', () => {
    const registry = new EndpointRegistry();
    registry.add(profileBalance);
    expect(() => registry.add(profileBalance)).toThrow(/registered twice/);
  });
});
