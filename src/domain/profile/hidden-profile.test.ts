import { describe, expect, it } from 'vitest';
import { hiddenProfileNumber } from './hidden-profile';

describe('hiddenProfileNumber', () => {
  it('wraps uid 9999 to 0000', () => {
    expect(hiddenProfileNumber(9999)).toBe('0000');
  });
  it('keeps uid 9998 as 9998', () => {
    expect(hiddenProfileNumber(9998)).toBe('9998');
  });
  it('wraps uid 10000 to 0001', () => {
    expect(hiddenProfileNumber(10_000)).toBe('0001');
  });
  it('pads small numbers to four digits', () => {
    expect(hiddenProfileNumber(7)).toBe('0007');
    expect(hiddenProfileNumber(0)).toBe('0000');
  });
  it('still gives four digits for a negative id', () => {
    expect(hiddenProfileNumber(-1)).toBe('9998');
  });
});
