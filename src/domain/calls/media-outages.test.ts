import { describe, expect, it } from 'vitest';
import { refundedMinutes } from './fair-minutes';
import { believedOutages, MEDIA_DISPUTE_CAP_MS_PER_DAY, MEDIA_REPORT_INTERVAL_MS, meterPaused, partyDownSpans, type MediaReport } from './media-outages';

const MIN = 60_000;
/** A client reporting 'connected' every interval over [from, to). */
const steady = (from: number, to: number): MediaReport[] => {
  const reports: MediaReport[] = [];
  for (let at = from; at < to; at += MEDIA_REPORT_INTERVAL_MS) reports.push({ at, state: 'connected' });
  return reports;
};

describe('media outages (billing follows the media, issue #19)', () => {
  it('counts a reconnecting report as down until the next report', () => {
    expect(partyDownSpans([{ at: 0, state: 'connected' }, { at: 5_000, state: 'reconnecting' }, { at: 50_000, state: 'connected' }], 60_000)).toEqual([{ from: 5_000, to: 50_000 }]);
  });

  it('counts a silent party as down from when its next report was due', () => {
    const reports = [...steady(0, 125_000), ...steady(165_000, 240_000)];
    expect(partyDownSpans(reports, 240_000)).toEqual([{ from: 125_000, to: 165_000 }]);
  });

  it('never counts a party that never reported as down', () => {
    expect(partyDownSpans([], 600_000)).toEqual([]);
  });

  it('refunds minute 3 when the callee drops for 40 s inside it', () => {
    const callee = [...steady(0, 130_000), ...steady(170_000, 300_000)];
    const outages = believedOutages({ payer: steady(0, 300_000), callee, window: { from: 0, to: 300_000 }, disputeBudgetMs: 0 });
    expect(refundedMinutes(outages.spans, 0, 5)).toEqual([{ minute: 3, downSeconds: 40 }]);
    expect(outages.disputedMs).toBe(0);
  });

  it('pauses the meter only once an outage is past the grace', () => {
    const callee = steady(0, 60_000);
    expect(meterPaused(believedOutages({ payer: steady(0, 80_000), callee, window: { from: 0, to: 70_000 }, disputeBudgetMs: 0 }).spans, 70_000)).toBe(false);
    expect(meterPaused(believedOutages({ payer: steady(0, 80_000), callee, window: { from: 0, to: 80_000 }, disputeBudgetMs: 0 }).spans, 80_000)).toBe(true);
  });

  it('believes the payer alone only up to the dispute budget', () => {
    const payer: MediaReport[] = [{ at: 0, state: 'connected' }, { at: 10_000, state: 'frozen' }];
    const outages = believedOutages({ payer, callee: steady(0, 10 * MIN), window: { from: 0, to: 10 * MIN }, disputeBudgetMs: MEDIA_DISPUTE_CAP_MS_PER_DAY });
    expect(outages.disputedMs).toBe(MEDIA_DISPUTE_CAP_MS_PER_DAY);
    expect(believedOutages({ payer, callee: steady(0, 10 * MIN), window: { from: 0, to: 10 * MIN }, disputeBudgetMs: 0 }).spans).toEqual([]);
  });
});
