import { HISTORY_VIEWING_THRESHOLD_PX } from '../../../domain/constants';

/** What the list's scroll box measures, in CSS pixels. */
export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/** Pixels between the bottom of the view and the end of the list (never negative). */
export function distanceFromEnd({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  return Math.max(0, scrollHeight - clientHeight - scrollTop);
}

/**
 * The reader is looking at history once the view is more than the spec's threshold away
 * from the newest message (001 §2): new messages then must not pull the view down.
 */
export function isViewingHistory(metrics: ScrollMetrics, threshold: number = HISTORY_VIEWING_THRESHOLD_PX): boolean {
  return distanceFromEnd(metrics) > threshold;
}

/** The ends of the list of rows, by key: enough to tell a prepend from an append. */
export interface ListEnds {
  readonly first: string | null;
  readonly last: string | null;
}

export type ListChange = 'initial' | 'prepend' | 'append' | 'both' | 'same';

/**
 * How the rows changed between two renders: older rows came in on top (keep the reader's
 * place), newer ones at the bottom (maybe follow them), both, or neither. An empty list
 * becoming full is the first load (go to the end).
 */
export function listChange(before: ListEnds, after: ListEnds): ListChange {
  if (before.last === null) return after.last === null ? 'same' : 'initial';
  const prepended = after.first !== before.first;
  const appended = after.last !== before.last;
  if (prepended && appended) return 'both';
  if (prepended) return 'prepend';
  if (appended) return 'append';
  return 'same';
}

/**
 * Whether the view follows rows added at the end: always for one's own message (the
 * sender wants to see it go), otherwise only while the reader is not in history.
 */
export function followsAppend(viewingHistory: boolean, newestIsMine: boolean): boolean {
  return newestIsMine || !viewingHistory;
}

/** Older messages are asked for once the view comes this close to the top of the list. */
export const LOAD_OLDER_EDGE_PX = 120;

/** Whether to ask for older messages now: near the top, more exist, none on the way. */
export function shouldLoadOlder(scrollTop: number, hasOlder: boolean, loadingOlder: boolean): boolean {
  return hasOlder && !loadingOlder && scrollTop <= LOAD_OLDER_EDGE_PX;
}
