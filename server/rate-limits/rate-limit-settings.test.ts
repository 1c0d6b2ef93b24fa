import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { RATE_LIMIT_FACTOR_DEFAULT } from './rate-limit-policy.js';

describe('rate-limit settings', () => {
  it('uses factor 1 unless RATE_LIMIT_FACTOR says otherwise', () => {
    expect(loadConfig({}).rateLimitFactor).toBe(RATE_LIMIT_FACTOR_DEFAULT);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '1000' }).rateLimitFactor).toBe(1000);
  });

  it('refuses a RATE_LIMIT_FACTOR that is not a whole number of at least 1, saying so', () => {
    for (const bad of ['0', '-3', '1.5', 'lots', '1e9']) {
      expect(() => loadConfig({ RATE_LIMIT_FACTOR: bad }), bad).toThrow(/RATE_LIMIT_FACTOR must be a whole number/);
    }
  });

  it('reads TRUST_PROXY as a list of proxies, and nothing when unset', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
