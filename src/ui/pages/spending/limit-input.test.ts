import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEND_LIMIT_MAX } from '../../../domain/money/spend-limits';
import { parseLimitInput } from './limit-input';

describe('the limit field', () => {
  it('reads empty as no limit and whole coins up to the maximum as that limit', () => {
    expect(parseLimitInput('  ')).toEqual({ ok: true, limit: null });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SPEND_LIMIT_MAX }), (n) => {
        expect(parseLimitInput(` ${n} `)).toEqual({ ok: true, limit: n });
      }),
    );
  });

  it('refuses fractions, signs, words and anything above the maximum', () => {
    for (const text of ['1.5', '-3', '+3', 'ten', '1e3', String(SPEND_LIMIT_MAX + 1)]) expect(parseLimitInput(text).ok, text).toBe(false);
  });
});
