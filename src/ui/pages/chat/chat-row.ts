import type { ChatMessageView } from '../../../application/messages/messaging-services';
import type { DisplayItem } from '../../../domain/messages/display-list';

/** What the read checkmark shows (data-state of chat-message-status). */
export type MessageMark = 'sending' | 'sent' | 'read' | 'failed';

export type ChatRow = DisplayItem<ChatMessageView>;

/** The checkmark of a message: none on received ones; a sent one is read once the peer's mark reaches it. */
export function markOf(message: Pick<ChatMessageView, 'sendState' | 'read'>): MessageMark | null {
  switch (message.sendState) {
    case null:
      return null;
    case 'sent':
      return message.read ? 'read' : 'sent';
    default:
      return message.sendState;
  }
}

/** The key of a row: messages by their own key, separators by their time, the header once. */
export function rowKey(row: ChatRow): string {
  switch (row.kind) {
    case 'message':
      return `m:${row.message.key}`;
    case 'time':
      return `t:${row.mtime}`;
    case 'header':
      return 'header';
  }
}
