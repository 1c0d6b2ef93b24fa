import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundedMinutes } from './fair-minutes';
import { believedOutages, MEDIA_STATES, MEDIA_DOWN_GRACE_MS, MEDIA_REPORT_STALE_MS, totalLength, type MediaReport } from './media-outages';

const CALL_MS = 20 * 60_000;
const report = fc.record({ at: fc.integer({ min: 0, max: CALL_MS }), state: fc.constantFrom(...MEDIA_STATES) });
const reports = fc.array(report, { maxLength: 40 });
const budget = fc.integer({ min: 0, max: 10 * 60_000 });
const billed = fc.integer({ min: 0, max: 20 });

describe('fair billing rules (issue #19), under any report sequence', () => {
  it('never refunds more minutes than were billed', () => {
    fc.assert(fc.property(reports, reports, budget, billed, (payer, callee, disputeBudgetMs, minutes) => {
      const { spans } = believedOutages({ payer, callee, window: { from: 0, to: CALL_MS }, disputeBudgetMs });
      const refunds = refundedMinutes(spans, 0, minutes);
      expect(refunds.length).toBeLessThanOrEqual(minutes);
      expect(new Set(refunds.map((r) => r.minute)).size).toBe(refunds.length);
      for (const r of refunds) expect(r.minute).toBeGreaterThanOrEqual(1);
    }));
  });

  it('refunds nothing when both sides keep saying the media flows, at any pace up to the stale limit', () => {
    fc.assert(fc.property(fc.integer({ min: 1_000, max: MEDIA_REPORT_STALE_MS }), budget, billed, (step, disputeBudgetMs, minutes) => {
      const steady: MediaReport[] = Array.from({ length: Math.ceil(CALL_MS / step) }, (_, i) => ({ at: i * step, state: 'connected' }));
      const { spans, disputedMs } = believedOutages({ payer: steady, callee: steady, window: { from: 0, to: CALL_MS }, disputeBudgetMs });
      expect(refundedMinutes(spans, 0, minutes)).toEqual([]);
      expect(disputedMs).toBe(0);
    }));
  });

  it('believes no more of the payer’s word alone than the cap allows', () => {
    fc.assert(fc.property(reports, reports, budget, (payer, callee, disputeBudgetMs) => {
      const { disputedMs } = believedOutages({ payer, callee, window: { from: 0, to: CALL_MS }, disputeBudgetMs });
      expect(disputedMs).toBeLessThanOrEqual(disputeBudgetMs);
      // With the callee silent about outages, everything refunded rests on the payer: bounded by the budget.
      const quiet: MediaReport[] = Array.from({ length: CALL_MS / 5_000 }, (_, i) => ({ at: i * 5_000, state: 'connected' }));
      const alone = believedOutages({ payer, callee: quiet, window: { from: 0, to: CALL_MS }, disputeBudgetMs });
      expect(totalLength(alone.spans)).toBeLessThanOrEqual(disputeBudgetMs);
    }));
  });

  it('keeps only outages longer than the grace', () => {
    fc.assert(fc.property(reports, reports, budget, (payer, callee, disputeBudgetMs) => {
      const { spans } = believedOutages({ payer, callee, window: { from: 0, to: CALL_MS }, disputeBudgetMs });
      for (const span of spans) expect(span.to - span.from).toBeGreaterThan(MEDIA_DOWN_GRACE_MS);
    }));
  });
});
