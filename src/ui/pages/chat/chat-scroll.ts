export const HISTORY_VIEWING_THRESHOLD_PX = 200;

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

/** Row geometry of chat.css, for estimates before a row is measured (CSS pixels). */
const ROW_GEOMETRY = {
  /** Vertical padding of a row plus the bubble's. */
  chrome: 24,
  lineHeight: 22.5,
  /** Characters of average text on one line of the widest bubble. */
  charsPerLine: 32,
  time: 36,
  notice: 34,
  header: 220,
  media: 180,
  voice: 56,
} as const;

/** What an estimate needs of a row: its kind and, for a message, its parsed content. */
export type EstimatedRow =
  | { readonly kind: 'time' }
  | { readonly kind: 'header' }
  | { readonly kind: 'message'; readonly content: { readonly kind: string; readonly content?: string } };

/**
 * A row's height before it is measured: the closer the guess, the less the list jumps when
 * a fast scroll lands among rows never drawn (the virtualizer corrects on measure).
 */
export function estimateRowHeight(row: EstimatedRow | undefined): number {
  if (row === undefined) return ROW_GEOMETRY.chrome + ROW_GEOMETRY.lineHeight;
  if (row.kind === 'time') return ROW_GEOMETRY.time;
  if (row.kind === 'header') return ROW_GEOMETRY.header;
  const { content } = row;
  switch (content.kind) {
    case 'text': {
      const lines = Math.max(1, Math.ceil((content.content?.length ?? 0) / ROW_GEOMETRY.charsPerLine));
      return ROW_GEOMETRY.chrome + lines * ROW_GEOMETRY.lineHeight;
    }
    case 'notice':
    case 'notice-unreadable':
    case 'match':
      return ROW_GEOMETRY.notice;
    case 'voice':
      return ROW_GEOMETRY.voice;
    case 'image':
    case 'video':
    case 'gift':
    case 'sticker':
      return ROW_GEOMETRY.media;
    default:
      return ROW_GEOMETRY.chrome + ROW_GEOMETRY.lineHeight;
  }
}
