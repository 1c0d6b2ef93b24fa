import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { MS_PER_SECOND } from '../../src/domain/constants.js';
import type { JsonValue } from '../db/schema.js';

/** A stored message with its chat's type: what every messaging query reads. */
export interface StoredMessage {
  readonly id: number;
  readonly chat_id: number;
  readonly chat_type: number;
  readonly send_uid: number;
  readonly mtime: number;
  readonly msg_type: number;
  readonly msg_content: JsonValue;
  readonly msg_status: number;
  readonly client_msg_id: string | null;
  readonly transfer_id: number | null;
}

/** A masked text's original, joined in only for its sender. */
export interface MessageOriginal {
  readonly original_content: string;
  readonly sensitive_text: string;
}

/** msg_content travels as a JSON string (001 §3); a row may hold the object or its text. */
export function contentText(content: JsonValue): string {
  return typeof content === 'string' ? content : JSON.stringify(content);
}

/** The content the sender sees: a masked text gets its original_content (and what was found) back. */
export function senderContent(content: JsonValue, original: MessageOriginal | null): string {
  if (original === null || typeof content !== 'object' || content === null || Array.isArray(content)) return contentText(content);
  return JSON.stringify({ ...content, original_content: original.original_content, sensitive_text: original.sensitive_text });
}

/** The message as the wire carries it (the /msg/sync shape), with `content` already as text. */
export function toWireMessage(message: StoredMessage, content: string = contentText(message.msg_content)): SyncMessage {
  return {
    id: message.id,
    chat_id: message.chat_id,
    chat_type: message.chat_type,
    send_uid: message.send_uid,
    mtime: message.mtime,
    ctime: Math.floor(message.mtime / MS_PER_SECOND),
    msg_type: message.msg_type,
    msg_content: content,
    msg_status: message.msg_status,
    client_msg_id: message.client_msg_id,
  };
}
