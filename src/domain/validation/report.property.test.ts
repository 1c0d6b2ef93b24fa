import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPORT_MAX_TYPES, toggleReportType, validateReport } from './report';

describe('report rules (properties)', () => {
  it('never lets taps select more than 3 types, and every selection can be submitted', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 40 }), (taps) => {
        let selected: readonly number[] = [];
        for (const id of taps) {
          const result = toggleReportType(selected, id);
          if (result.ok) selected = result.value;
          expect(selected.length).toBeLessThanOrEqual(REPORT_MAX_TYPES);
          expect(new Set(selected).size).toBe(selected.length);
        }
        expect(validateReport({ typeIds: selected, imageCount: 0 }).ok).toBe(selected.length > 0);
      }),
    );
  });
  it('tapping the same new tag twice gives back the selection', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }), fc.integer({ min: 9, max: 20 }), (selected, id) => {
        const once = toggleReportType(selected, id);
        expect(once.ok).toBe(true);
        if (once.ok) expect(toggleReportType(once.value, id)).toEqual({ ok: true, value: selected });
      }),
    );
  });
  it('accepts an image count exactly when it is at most 4', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), (images) => {
        expect(validateReport({ typeIds: [1], imageCount: images }).ok).toBe(images <= 4);
      }),
    );
  });
});
