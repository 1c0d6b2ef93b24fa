import type { SentText } from '../world.js';
import { verdict, type InvariantResult } from './invariant.js';

/** One conversation's texts of one sender as a chat shows them, in its order. */
export interface ChatTexts {
  readonly from: number;
  readonly to: number;
  /** The sender's own chat: each text with its send state ('sent', 'sending', 'failed'). */
  readonly senderSide: readonly { readonly text: string; readonly sendState: string | null }[] | null;
  /** The receiver's chat: the texts received from the sender, in order; null when it did not load. */
  readonly receiverSide: readonly string[] | null;
}

/**
 * Every sent message delivered exactly once, in order: for each conversation, the texts
 * the sender's chat marks sent are, in the same order and once each, the texts the
 * receiver's chat holds from that sender; nothing the sender wrote is still in its
 * outbox; nothing arrived that the sender did not write. A chat that did not load fails.
 */
export function messagesDelivered(sent: readonly SentText[], chats: readonly ChatTexts[]): InvariantResult {
  const name = 'every sent message delivered exactly once, in order';
  const violations: string[] = [];
  let delivered = 0;
  for (const chat of chats) {
    const pair = `${chat.from}→${chat.to}`;
    const written = new Set(sent.filter((text) => text.from === chat.from && text.to === chat.to).map((text) => text.text));
    if (chat.senderSide === null || chat.receiverSide === null) {
      violations.push(`${pair}: the ${chat.senderSide === null ? "sender's" : "receiver's"} chat did not load`);
      continue;
    }
    const confirmed = chat.senderSide.filter((text) => written.has(text.text) && text.sendState === 'sent').map((text) => text.text);
    const waiting = chat.senderSide.filter((text) => written.has(text.text) && text.sendState !== 'sent');
    if (waiting.length > 0) violations.push(`${pair}: ${waiting.length} texts still ${waiting[0]?.sendState ?? '?'} in the sender's outbox`);
    const received = chat.receiverSide.filter((text) => written.has(text));
    const unknown = chat.receiverSide.length - received.length;
    if (unknown > 0) violations.push(`${pair}: ${unknown} texts arrived that the sender did not write`);
    if (received.length !== confirmed.length || received.some((text, index) => text !== confirmed[index])) {
      violations.push(`${pair}: sent [${confirmed.join(', ')}] but received [${received.join(', ')}]`);
    } else delivered += received.length;
  }
  return verdict(name, violations, `${delivered} texts in ${chats.length} conversations, each once and in order`);
}
