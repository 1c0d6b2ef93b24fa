import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSayHi, SAY_HI_THROTTLE_MS } from './say-hi';

describe('checkSayHi (properties)', () => {
  it('accepts clicks at least 4 s apart whatever the click rate', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 6_000 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        let lastSentAt: number | null = null;
        for (const gap of gaps) {
          now += gap;
          if (checkSayHi(1, lastSentAt, now).ok) {
            if (lastSentAt !== null) expect(now - lastSentAt).toBeGreaterThanOrEqual(SAY_HI_THROTTLE_MS);
            lastSentAt = now;
          }
        }
      }),
    );
  });
  it('says when the next click will be accepted, within 4 s', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 3_999 }), (last, elapsed) => {
        const check = checkSayHi(1, last, last + elapsed);
        expect(check).toEqual({ ok: false, error: { code: 'SAY_HI.THROTTLED', retryInMs: SAY_HI_THROTTLE_MS - elapsed } });
      }),
    );
  });
});
