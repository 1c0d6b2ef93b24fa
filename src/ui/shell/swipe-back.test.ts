import { describe, expect, it } from 'vitest';
import { SWIPE_BACK_EDGE_PX, SWIPE_BACK_THRESHOLD_PX } from '../../domain/constants';
import { completesSwipeBack, startsSwipeBack, swipeBackDistance } from './swipe-back';

const frame = { start: 100, end: 580 };

describe('swipe back', () => {
  it('starts at the left edge in a left-to-right layout', () => {
    expect(startsSwipeBack(frame.start + SWIPE_BACK_EDGE_PX, frame, 'ltr')).toBe(true);
    expect(startsSwipeBack(frame.start + SWIPE_BACK_EDGE_PX + 1, frame, 'ltr')).toBe(false);
    expect(startsSwipeBack(frame.end - 5, frame, 'ltr')).toBe(false);
  });

  it('starts at the right edge in a right-to-left layout', () => {
    expect(startsSwipeBack(frame.end - SWIPE_BACK_EDGE_PX, frame, 'rtl')).toBe(true);
    expect(startsSwipeBack(frame.end - SWIPE_BACK_EDGE_PX - 1, frame, 'rtl')).toBe(false);
    expect(startsSwipeBack(frame.start + 5, frame, 'rtl')).toBe(false);
  });

  it('ignores touches outside the frame', () => {
    expect(startsSwipeBack(frame.start - 1, frame, 'ltr')).toBe(false);
    expect(startsSwipeBack(frame.end + 1, frame, 'rtl')).toBe(false);
  });

  it('goes back only after the threshold, in the reading direction', () => {
    expect(completesSwipeBack(110, 110 + SWIPE_BACK_THRESHOLD_PX, 'ltr')).toBe(true);
    expect(completesSwipeBack(110, 110 + SWIPE_BACK_THRESHOLD_PX - 1, 'ltr')).toBe(false);
    expect(completesSwipeBack(570, 570 - SWIPE_BACK_THRESHOLD_PX, 'rtl')).toBe(true);
    expect(completesSwipeBack(570, 570 + SWIPE_BACK_THRESHOLD_PX, 'rtl')).toBe(false);
  });

  it('measures travel against the reading direction as negative', () => {
    expect(swipeBackDistance(200, 150, 'ltr')).toBe(-50);
    expect(swipeBackDistance(200, 150, 'rtl')).toBe(50);
  });
});
