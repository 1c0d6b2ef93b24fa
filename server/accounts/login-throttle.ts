import type { ThrottleRule } from './accounts-policy.js';

/** Failed attempts counted against one throttle key, and when the last one happened. */
export interface FailureRun {
  readonly failures: number;
  readonly lastFailureAt: number | null;
}

/**
 * The wait imposed after `failures` counted failures: none while fewer than the free
 * budget, then baseDelay · 2^(failures − free), capped. Exponential, so an attacker's
 * rate falls off fast while a user who mistyped a few times never waits.
 */
export function backoffDelayMs(failures: number, rule: ThrottleRule): number {
  const over = failures - rule.freeFailures;
  if (over < 0) return 0;
  // 2^over overflows to Infinity long after the cap; Math.min keeps it finite.
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** over);
}

/** Milliseconds until the next attempt may be checked (0: now). */
export function retryAfterMs(run: FailureRun, rule: ThrottleRule, now: number): number {
  if (run.lastFailureAt === null) return 0;
  return Math.max(0, run.lastFailureAt + backoffDelayMs(run.failures, rule) - now);
}
