import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitLiveChat, LIVE_CHAT_BURST, LIVE_CHAT_WINDOW_MS, type ChatTimes } from './live-chat-rate';

/** Feeds a sequence of attempts (gaps in ms) through the rule; answers what was allowed when. */
function run(gaps: readonly number[]): number[] {
  let times: ChatTimes = [];
  let now = 0;
  const allowed: number[] = [];
  for (const gap of gaps) {
    now += gap;
    const admission = admitLiveChat(times, now);
    times = admission.times;
    if (admission.allowed) allowed.push(now);
  }
  return allowed;
}

describe('admitLiveChat', () => {
  it('never lets a viewer say more than the burst within any window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4_000 }), { maxLength: 80 }), (gaps) => {
        const allowed = run(gaps);
        for (const at of allowed) {
          expect(allowed.filter((other) => other >= at && other - at < LIVE_CHAT_WINDOW_MS).length).toBeLessThanOrEqual(LIVE_CHAT_BURST);
        }
      }),
    );
  });

  it('always allows a viewer who spoke less than the burst in the last window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: LIVE_CHAT_WINDOW_MS / LIVE_CHAT_BURST, max: 60_000 }), { maxLength: 40 }), (gaps) => {
        expect(run(gaps)).toHaveLength(gaps.length);
      }),
    );
  });

  it('says how long a refused viewer must wait, never more than a window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LIVE_CHAT_WINDOW_MS - 1 }), (spread) => {
        const times = Array.from({ length: LIVE_CHAT_BURST }, (_, index) => Math.floor((index * spread) / LIVE_CHAT_BURST));
        const admission = admitLiveChat(times, spread);
        expect(admission.allowed).toBe(false);
        if (!admission.allowed) {
          expect(admission.retryInMs).toBeGreaterThan(0);
          expect(admission.retryInMs).toBeLessThanOrEqual(LIVE_CHAT_WINDOW_MS);
        }
      }),
    );
  });
});
