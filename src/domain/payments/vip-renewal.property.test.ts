import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VIP_MONTH_MS } from '../constants';
import {
  renewalAttemptAt,
  renewalStep,
  subscriptionView,
  VIP_RENEWAL_LEAD_MS,
  VIP_RENEWAL_MAX_ATTEMPTS,
  type VipRenewalState,
  type VipSubscriptionStatus,
} from './vip-renewal';

const periodEnd = fc.integer({ min: VIP_MONTH_MS, max: 4_000_000_000_000 });
const status = fc.constantFrom<VipSubscriptionStatus>('active', 'cancelled', 'lapsed');
const failures = fc.integer({ min: 0, max: VIP_RENEWAL_MAX_ATTEMPTS + 2 });
const offset = fc.integer({ min: -2 * VIP_MONTH_MS, max: 2 * VIP_MONTH_MS });

/** Runs a period with every attempt declined, stepping through the job's own wake-up times. */
function declineEveryAttempt(end: number): { attempts: number[]; lapsedAt: number } {
  let state: VipRenewalState = { status: 'active', periodEnd: end, failures: 0 };
  let now = end - VIP_MONTH_MS;
  const attempts: number[] = [];
  for (;;) {
    const step = renewalStep(state, now);
    if (step.kind === 'lapse') return { attempts, lapsedAt: now };
    if (step.kind === 'charge') {
      attempts.push(now);
      state = { ...state, failures: state.failures + 1 };
    } else if (step.at === null) throw new Error('an active subscription stopped waking up');
    else now = step.at;
  }
}

describe('VIP renewal schedule', () => {
  it('never charges a cancelled or lapsed subscription, at any time', () => {
    fc.assert(
      fc.property(status.filter((s) => s !== 'active'), periodEnd, failures, offset, (s, end, f, d) => {
        expect(renewalStep({ status: s, periodEnd: end, failures: f }, end + d)).toEqual({ kind: 'wait', at: null });
      }),
    );
  });

  it('never charges at or after the end of the paid period', () => {
    fc.assert(
      fc.property(periodEnd, failures, fc.nat(VIP_MONTH_MS), (end, f, late) => {
        expect(renewalStep({ status: 'active', periodEnd: end, failures: f }, end + late).kind).toBe('lapse');
      }),
    );
  });

  it('never charges before the first attempt is due', () => {
    fc.assert(
      fc.property(periodEnd, fc.integer({ min: 1, max: VIP_MONTH_MS }), (end, early) => {
        const now = end - VIP_RENEWAL_LEAD_MS - early;
        expect(renewalStep({ status: 'active', periodEnd: end, failures: 0 }, now)).toEqual({ kind: 'wait', at: renewalAttemptAt(end, 0) });
      }),
    );
  });

  it('makes exactly the allowed number of attempts when every one is declined, all before the period ends, then lapses', () => {
    fc.assert(
      fc.property(periodEnd, (end) => {
        const { attempts, lapsedAt } = declineEveryAttempt(end);
        expect(attempts).toHaveLength(VIP_RENEWAL_MAX_ATTEMPTS);
        for (const [i, at] of attempts.entries()) {
          expect(at).toBeLessThan(end);
          if (i > 0) expect(at).toBeGreaterThan(attempts[i - 1] ?? Number.NaN);
        }
        expect(lapsedAt).toBeLessThan(end);
      }),
    );
  });

  it('tells the member what will happen: renewing, retrying after a decline, or ending', () => {
    fc.assert(
      fc.property(status, periodEnd, failures, fc.integer({ min: 1, max: VIP_MONTH_MS }), (s, end, f, before) => {
        const view = subscriptionView({ status: s, periodEnd: end, failures: f }, end - before);
        if (s !== 'active') expect(view).toBe('ending');
        else expect(view).toBe(f > 0 ? 'retrying' : 'renewing');
        expect(subscriptionView({ status: s, periodEnd: end, failures: f }, end)).toBe('none');
      }),
    );
  });
});
