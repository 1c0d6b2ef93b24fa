import { describe, expect, it } from 'vitest';
import { isSwipeBackCommitted, isSwipeBackStart } from './swipe-back';

describe('isSwipeBackStart', () => {
  it('starts at 30 px from the left edge but not at 31 px', () => {
    expect(isSwipeBackStart(30, 400, 'ltr')).toBe(true);
    expect(isSwipeBackStart(31, 400, 'ltr')).toBe(false);
  });
  it('mirrors the edge in right-to-left layouts', () => {
    expect(isSwipeBackStart(370, 400, 'rtl')).toBe(true);
    expect(isSwipeBackStart(369, 400, 'rtl')).toBe(false);
    expect(isSwipeBackStart(10, 400, 'rtl')).toBe(false);
  });
});

describe('isSwipeBackCommitted', () => {
  it('does not go back at exactly 50 px and goes back at 51 px', () => {
    expect(isSwipeBackCommitted(10, 60, 'ltr')).toBe(false);
    expect(isSwipeBackCommitted(10, 61, 'ltr')).toBe(true);
  });
  it('counts travel to the left in right-to-left layouts', () => {
    expect(isSwipeBackCommitted(390, 339, 'rtl')).toBe(true);
    expect(isSwipeBackCommitted(390, 460, 'rtl')).toBe(false);
  });
});
