import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseForScreening, normaliseScreeningText } from './normalise-text';

const anyText = fc.string({ unit: 'binary', maxLength: 60 });
const numberish = fc.string({ unit: fc.constantFrom('1', '2', ' ', '+', 'A', 'b', '\t', '＋', '３'), maxLength: 40 });

describe('normalisation properties', () => {
  it('is idempotent on any text, lone surrogates included', () => {
    fc.assert(fc.property(fc.oneof(anyText, numberish), (text) => {
      const once = normaliseScreeningText(text);
      expect(normaliseScreeningText(once)).toBe(once);
    }));
  });
  it('maps every normalised unit to an in-bounds, non-decreasing original range', () => {
    fc.assert(fc.property(fc.oneof(anyText, numberish), (text) => {
      const view = normaliseForScreening(text);
      expect(view.start).toHaveLength(view.text.length);
      for (let i = 0; i < view.text.length; i += 1) {
        const start = view.start[i] as number;
        const end = view.end[i] as number;
        expect(start).toBeGreaterThanOrEqual(i === 0 ? 0 : (view.start[i - 1] as number));
        expect(end).toBeGreaterThan(start);
        expect(end).toBeLessThanOrEqual(text.length);
      }
    }));
  });
  it('never makes a text longer than its lowercase form', () => {
    fc.assert(fc.property(numberish, (text) => {
      expect(normaliseScreeningText(text).length).toBeLessThanOrEqual(text.length);
    }));
  });
});
