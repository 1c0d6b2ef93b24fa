/**
 * The Discover feed's order (issue #14): online hosts first, then by popularity, then by
 * how recently they were seen, the uid last so no two keys tie. The server's index sorts
 * the same tuple; this is the rule a property test checks the pages against.
 */
export interface FeedKey {
  readonly online: 0 | 1;
  readonly popularity: number;
  readonly activeAt: number;
  readonly uid: number;
}

/** Negative when `a` comes first in the feed. */
export function compareFeedKeys(a: FeedKey, b: FeedKey): number {
  return b.online - a.online || b.popularity - a.popularity || b.activeAt - a.activeAt || b.uid - a.uid;
}

/** Cards per Discover page. */
export const DISCOVER_PAGE_SIZE = 20;

/** A host seen within this window (and not resting or hiding it) counts as online. */
export const DISCOVER_ONLINE_WINDOW_MS = 5 * 60_000;

/** Whether a host is in the feed's first tier at `now`. */
export function isOnlineForFeed(facts: { readonly lastSeenAt: number | null; readonly isRest: boolean; readonly hideOnline: boolean }, now: number): boolean {
  return !facts.isRest && !facts.hideOnline && facts.lastSeenAt !== null && now - facts.lastSeenAt <= DISCOVER_ONLINE_WINDOW_MS;
}
