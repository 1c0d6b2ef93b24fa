import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, retryAfterMs } from './login-throttle.js';

const ruleArb = fc.record({
  freeFailures: fc.integer({ min: 0, max: 50 }),
  baseDelayMs: fc.integer({ min: 1, max: 60_000 }),
  maxDelayMs: fc.integer({ min: 1, max: 86_400_000 }),
});
const failuresArb = fc.integer({ min: 0, max: 10_000 });

describe('login throttle properties', () => {
  it('never waits longer than the cap, and never a negative time', () => {
    fc.assert(
      fc.property(ruleArb, failuresArb, (rule, failures) => {
        const delay = backoffDelayMs(failures, rule);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.max(rule.maxDelayMs, 0));
        expect(Number.isFinite(delay)).toBe(true);
      }),
    );
  });

  it('never shortens the wait when there is one more failure', () => {
    fc.assert(
      fc.property(ruleArb, failuresArb, (rule, failures) => {
        expect(backoffDelayMs(failures + 1, rule)).toBeGreaterThanOrEqual(backoffDelayMs(failures, rule));
      }),
    );
  });

  it('only lets time shorten the remaining wait, down to zero', () => {
    fc.assert(
      fc.property(ruleArb, failuresArb, fc.nat(1e9), fc.nat(1e9), fc.nat(1e9), (rule, failures, last, t1, dt) => {
        const run = { failures, lastFailureAt: last };
        const early = retryAfterMs(run, rule, last + t1);
        const later = retryAfterMs(run, rule, last + t1 + dt);
        expect(later).toBeLessThanOrEqual(early);
        expect(retryAfterMs(run, rule, last + backoffDelayMs(failures, rule))).toBe(0);
      }),
    );
  });
});
