import { describe, expect, it } from 'vitest';
import { checkSayHi } from './say-hi';

describe('checkSayHi', () => {
  it('needs at least one selected user', () => {
    expect(checkSayHi(0, null, 0)).toEqual({ ok: false, error: { code: 'SAY_HI.NO_SELECTION' } });
    expect(checkSayHi(1, null, 0)).toEqual({ ok: true });
  });
  it('ignores a click 3.999 s after the last one and accepts one at 4 s', () => {
    expect(checkSayHi(2, 10_000, 13_999)).toEqual({ ok: false, error: { code: 'SAY_HI.THROTTLED', retryInMs: 1 } });
    expect(checkSayHi(2, 10_000, 14_000)).toEqual({ ok: true });
  });
});
