import { describe, expect, it } from 'vitest';
import { clampZoom } from './zoom';

describe('clampZoom', () => {
  it('keeps a scale inside 0.5 to 4, including both ends', () => {
    expect(clampZoom(0.5)).toBe(0.5);
    expect(clampZoom(2)).toBe(2);
    expect(clampZoom(4)).toBe(4);
  });
  it('raises a scale below 0.5 and lowers one above 4', () => {
    expect(clampZoom(0.49)).toBe(0.5);
    expect(clampZoom(4.01)).toBe(4);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(4);
  });
  it('falls back to the unscaled picture for NaN', () => {
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});
