import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseForScreening, normaliseScreeningText } from './normalise-text';
import { toOriginalSpan } from './text-view';

const anyText = fc.string({ unit: 'binary', maxLength: 60 });
const numberish = fc.string({ unit: fc.constantFrom('1', '2', ' ', '+', 'A', 'b', '\t'), maxLength: 40 });
const folded = fc.string({ unit: fc.constantFrom('1', ' ', '+', 'A', '＋', '３', 'İ', '😀'), maxLength: 40 });

describe('normalisation properties', () => {
  it('is idempotent on any text, lone surrogates included', () => {
    fc.assert(fc.property(fc.oneof(anyText, numberish, folded), (text) => {
      const once = normaliseScreeningText(text);
      expect(normaliseScreeningText(once)).toBe(once);
    }));
  });
  it('maps every normalised unit to an in-bounds, non-decreasing original range', () => {
    fc.assert(fc.property(fc.oneof(anyText, numberish, folded), (text) => {
      const view = normaliseForScreening(text);
      let previous = 0;
      for (let i = 0; i < view.text.length; i += 1) {
        const { from, to } = toOriginalSpan(view, { from: i, to: i + 1 });
        expect(from).toBeGreaterThanOrEqual(previous);
        expect(to).toBeGreaterThan(from);
        expect(to).toBeLessThanOrEqual(text.length);
        previous = from;
      }
    }));
  });
  it('gives the same text on the plain-ASCII fast path as on the general path', () => {
    // A trailing non-ASCII letter forces the general path without changing what precedes it.
    fc.assert(fc.property(numberish, (text) => {
      expect(`${normaliseScreeningText(text)}é`).toBe(normaliseScreeningText(`${text}É`));
    }));
  });
  it('never makes a text longer than its lowercase form', () => {
    fc.assert(fc.property(numberish, (text) => {
      expect(normaliseScreeningText(text).length).toBeLessThanOrEqual(text.length);
    }));
  });
});
