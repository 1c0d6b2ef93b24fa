import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pictureSelectLimit, remainingPictureSlots, type PictureSource } from './picture-select';

const sources = fc.constantFrom<PictureSource>('album', 'camera');

describe('remainingPictureSlots (properties)', () => {
  it('stays between zero and the limit, and selected plus remaining never exceeds the limit', () => {
    fc.assert(
      fc.property(sources, fc.nat({ max: 50 }), (source, selected) => {
        const left = remainingPictureSlots(source, selected);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(pictureSelectLimit(source));
        if (selected <= pictureSelectLimit(source)) expect(selected + left).toBe(pictureSelectLimit(source));
      }),
    );
  });
});
