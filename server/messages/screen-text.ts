import type { Kysely } from 'kysely';
import { CHAT_TYPE, SENSITIVE_STATUS } from '../../src/domain/constants.js';
import { screenOutgoingText } from '../../src/domain/screening/screen-outgoing-text.js';
import type { Database, JsonValue } from '../db/schema.js';
import { followEachOther } from '../users/follow-each-other.js';
import { screeningRules, type SensitiveLists } from './sensitive-lists.js';
import type { MessageOriginal } from './wire-message.js';

export interface ScreenedText {
  /** What is stored and shown to the receiver. */
  readonly fields: Record<string, JsonValue>;
  /** The text as written, when screening flagged it: for the sender's eyes only. */
  readonly original: MessageOriginal | null;
}

/**
 * /msg/send-status (ours): a chat may carry contact details unmasked once the two users
 * follow each other — they chose to know each other.
 */
export async function sensitiveStatus(db: Kysely<Database>, uid: number, peerUid: number): Promise<0 | 1> {
  return (await followEachOther(db, uid, peerUid)) ? SENSITIVE_STATUS.allowed : SENSITIVE_STATUS.masked;
}

/**
 * Screens a text with the same rule as the client (screenOutgoingText), on what the user
 * wrote: `original_content` when the client sent one (it screened and masked already),
 * else `content`. Whatever the client did, the receiver gets the server's result.
 */
export function screenText(text: { readonly content: string; readonly original_content?: string }, lists: SensitiveLists, chatType: number, status: 0 | 1): ScreenedText {
  const written = text.original_content ?? text.content;
  const result = screenOutgoingText(written, screeningRules(lists.words, chatType === CHAT_TYPE.private, status === SENSITIVE_STATUS.allowed));
  if (!result.flagged) return { fields: { content: written }, original: null };
  return {
    fields: { content: result.content, sensitive_type: result.sensitive_type ?? 0 },
    original: { original_content: written, sensitive_text: result.sensitive_text ?? '' },
  };
}
