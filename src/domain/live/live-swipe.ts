/**
 * Swiping between live rooms, as in this genre's apps: a vertical swipe of more than 60 px
 * (the spec gives no figure; a deliberate flick, longer than the 50 px of swipe-back) moves
 * to the next room (up) or the previous one (down). A move more sideways than vertical is
 * no room swipe.
 */
export const LIVE_SWIPE_THRESHOLD_PX = 60;

export type LiveSwipe = 'next' | 'previous' | null;

/** What a finger travelling (dx, dy) px means; y grows downwards, as on screen. */
export function liveSwipeOf(dx: number, dy: number): LiveSwipe {
  if (Math.abs(dy) <= LIVE_SWIPE_THRESHOLD_PX || Math.abs(dy) <= Math.abs(dx)) return null;
  return dy < 0 ? 'next' : 'previous';
}

/**
 * The room a swipe lands on in the list's order, wrapping around at either end; null when
 * there is no other room (or the current one is not listed and the list is empty).
 */
export function liveAfterSwipe(liveIds: readonly number[], current: number, swipe: Exclude<LiveSwipe, null>): number | null {
  const others = liveIds.filter((id) => id !== current);
  if (others.length === 0) return null;
  const index = liveIds.indexOf(current);
  if (index === -1) return swipe === 'next' ? (others[0] ?? null) : (others.at(-1) ?? null);
  const step = swipe === 'next' ? 1 : -1;
  return liveIds[(index + step + liveIds.length) % liveIds.length] ?? null;
}
