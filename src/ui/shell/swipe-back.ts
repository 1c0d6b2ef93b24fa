import { SWIPE_BACK_EDGE_PX, SWIPE_BACK_THRESHOLD_PX } from '../../domain/constants';

export type ReadingDirection = 'ltr' | 'rtl';

/** The horizontal extent of the frame the gesture happens in (the phone-width column). */
export interface FrameEdges {
  readonly start: number;
  readonly end: number;
}

/**
 * A swipe-back starts within SWIPE_BACK_EDGE_PX of the leading edge (spec 000 §9): the
 * left edge in left-to-right layouts, the right edge in right-to-left ones.
 */
export function startsSwipeBack(x: number, frame: FrameEdges, direction: ReadingDirection): boolean {
  const fromLeadingEdge = direction === 'ltr' ? x - frame.start : frame.end - x;
  return fromLeadingEdge >= 0 && fromLeadingEdge <= SWIPE_BACK_EDGE_PX;
}

/** How far the finger travelled in the "back" direction (negative when it went the other way). */
export function swipeBackDistance(startX: number, x: number, direction: ReadingDirection): number {
  return direction === 'ltr' ? x - startX : startX - x;
}

/** Releasing after at least SWIPE_BACK_THRESHOLD_PX of travel goes back. */
export function completesSwipeBack(startX: number, endX: number, direction: ReadingDirection): boolean {
  return swipeBackDistance(startX, endX, direction) >= SWIPE_BACK_THRESHOLD_PX;
}
