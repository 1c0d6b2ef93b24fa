import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageBubbleSize } from './image-size';

const dimension = fc.integer({ min: 1, max: 10_000 });

describe('imageBubbleSize (properties)', () => {
  it('keeps the aspect ratio of the picture', () => {
    fc.assert(
      fc.property(dimension, dimension, (w, h) => {
        const size = imageBubbleSize(w, h);
        expect(size.height / size.width).toBeCloseTo(h / w, 9);
      }),
    );
  });
  it('is 108 wide exactly when the picture is taller than wide', () => {
    fc.assert(
      fc.property(dimension, dimension, (w, h) => {
        expect(imageBubbleSize(w, h).width).toBe(h > w ? 108 : 148);
      }),
    );
  });
});
