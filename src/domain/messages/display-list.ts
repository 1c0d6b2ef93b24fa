import { MSG_STATUS, MSG_TYPE } from '../constants';

export const TIME_SEPARATOR_GAP_MS = 5 * 60_000;

/** One row of the chat list: a message, or one of the display-only items. */
export type DisplayItem<M> =
  | { readonly kind: 'message'; readonly message: M }
  | { readonly kind: 'time'; readonly msg_type: typeof MSG_TYPE.timeSeparator; readonly mtime: number }
  | { readonly kind: 'header'; readonly msg_type: typeof MSG_TYPE.firstMessageHeader };

export interface DisplayOptions {
  /** False once the oldest message is loaded: the first-message header goes on top. */
  readonly hasMoreHistory: boolean;
  readonly gapMs?: number;
}

/**
 * The rows of a chat from its messages in order (001 §2, §4): hidden messages are not
 * shown, a time separator precedes the first shown message and every one that comes
 * TIME_SEPARATOR_GAP_MS or more after the previous shown one.
 */
export function buildDisplayList<M extends { readonly mtime: number; readonly msg_status: number }>(
  messages: readonly M[],
  { hasMoreHistory, gapMs = TIME_SEPARATOR_GAP_MS }: DisplayOptions,
): DisplayItem<M>[] {
  const items: DisplayItem<M>[] = hasMoreHistory ? [] : [{ kind: 'header', msg_type: MSG_TYPE.firstMessageHeader }];
  let previous: number | null = null;
  for (const message of messages) {
    if (message.msg_status === MSG_STATUS.hidden) continue;
    if (previous === null || message.mtime - previous >= gapMs) {
      items.push({ kind: 'time', msg_type: MSG_TYPE.timeSeparator, mtime: message.mtime });
    }
    items.push({ kind: 'message', message });
    previous = message.mtime;
  }
  return items;
}
