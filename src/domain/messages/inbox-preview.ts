import { parseMessageContent, type OpaqueKind } from './message-content';

/**
 * What an inbox row shows under the nickname. Text is the message's own; every other kind
 * is a marker the UI turns into its localised label.
 */
export type InboxPreview =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'gift'; readonly title: string }
  | { readonly kind: 'notice'; readonly key: string; readonly text: string }
  | { readonly kind: 'voice' | 'image' | 'video' | OpaqueKind | 'new-message' | 'unsupported' };

/** The inbox preview of a conversation's last message (001 §2 "Inbox"). */
export function inboxPreview(msgType: number, msgContent: unknown): InboxPreview {
  const content = parseMessageContent(msgType, msgContent);
  switch (content.kind) {
    case 'text':
      return { kind: 'text', text: content.content };
    case 'gift':
      return { kind: 'gift', title: content.title };
    case 'notice':
      return { kind: 'notice', key: content.key, text: content.text };
    case 'notice-unreadable':
      return { kind: 'new-message' };
    case 'voice':
    case 'image':
    case 'video':
    case 'unsupported':
    case 'call':
    case 'gift-ask':
    case 'sticker':
    case 'match':
    case 'service':
      return { kind: content.kind };
  }
}
