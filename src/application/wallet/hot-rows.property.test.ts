import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twoPerRow } from './hot-rows';

describe('hot packages two per row', () => {
  it('keeps every package once, in order, two per row with only an odd last one alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (items) => {
        const rows = twoPerRow(items);
        expect(rows.flat()).toEqual(items);
        expect(rows.length).toBe(Math.ceil(items.length / 2));
        rows.slice(0, -1).forEach((row) => expect(row).toHaveLength(2));
        if (rows.length > 0) expect(rows.at(-1)).toHaveLength(items.length % 2 === 1 ? 1 : 2);
      }),
    );
  });

  it('gives no rows for no packages', () => {
    expect(twoPerRow([])).toEqual([]);
  });
});
