export const SWIPE_BACK_EDGE_PX = 30;
export const SWIPE_BACK_THRESHOLD_PX = 50;

/** Reading direction: the leading edge is the left in 'ltr' and the right in 'rtl' (Arabic). */
export type LayoutDirection = 'ltr' | 'rtl';

/** A back swipe starts only within 30 px of the leading edge. */
export function isSwipeBackStart(x: number, viewportWidth: number, direction: LayoutDirection): boolean {
  const fromLeadingEdge = direction === 'ltr' ? x : viewportWidth - x;
  return fromLeadingEdge >= 0 && fromLeadingEdge <= SWIPE_BACK_EDGE_PX;
}

/** How far the finger travelled away from the leading edge (negative when moving back towards it). */
export function swipeBackDistance(startX: number, x: number, direction: LayoutDirection): number {
  return direction === 'ltr' ? x - startX : startX - x;
}

/** Releasing after more than 50 px of travel goes back; less springs the page back. */
export function isSwipeBackCommitted(startX: number, x: number, direction: LayoutDirection): boolean {
  return swipeBackDistance(startX, x, direction) > SWIPE_BACK_THRESHOLD_PX;
}
