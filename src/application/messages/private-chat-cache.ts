import { z } from 'zod';
import { MESSAGE_PAGE_SIZE } from '../../domain/constants';
import { STORAGE_NAME_PRIVATE_CHAT } from '../../domain/storage/storage-entry-kind';
import { msgDetailContract, type ChatDetail } from '../contracts/msg/detail.contract';
import { syncMessageSchema } from '../contracts/msg/sync-message';
import type { StoragePort } from '../ports/storage.port';
import type { StoredMessage } from './chat-log-store';

/**
 * The private-chat cache (001 §4 "Chat opening: loads the cached detail, fetches the
 * detail, loads messages"; §9 "Local storage"): per signed-in user, each conversation's
 * last detail and newest page of server-known messages under `private-chat.<peer uid>`, so
 * a chat opens at once and offline. One of the two caches a full storage throws away
 * (domain/storage/eviction.ts), so a miss is normal. Versioned: a cache written by another
 * shape reads as a miss.
 */
export const PRIVATE_CHAT_CACHE_VERSION = 1;

const cachedMessageSchema = syncMessageSchema.omit({ ctime: true, client_msg_id: true }).extend({ client_msg_id: z.string().optional() });

const cachedSchema = z.object({
  v: z.literal(PRIVATE_CHAT_CACHE_VERSION),
  detail: msgDetailContract.response,
  messages: z.array(cachedMessageSchema).max(MESSAGE_PAGE_SIZE),
});

export interface CachedChat {
  readonly detail: ChatDetail;
  readonly messages: readonly StoredMessage[];
}

const nameOf = (peerUid: number) => `${STORAGE_NAME_PRIVATE_CHAT}.${peerUid}`;

/** What may be cached of a log: the server's copies only (an outbox entry lives in the outbox), the newest page. */
export function cacheableMessages(messages: readonly StoredMessage[]): StoredMessage[] {
  return messages.filter((message) => message.id !== null && message.system === undefined && message.send_state === undefined).slice(-MESSAGE_PAGE_SIZE);
}

export interface PrivateChatCache {
  read(peerUid: number): CachedChat | null;
  /** Keeps the chat; a storage too full even after eviction keeps nothing, which only costs the next opening a wait. */
  write(peerUid: number, chat: CachedChat): void;
}

export function createPrivateChatCache(storage: StoragePort, selfUid: number): PrivateChatCache {
  return {
    read(peerUid) {
      const parsed = cachedSchema.safeParse(storage.read(nameOf(peerUid), selfUid));
      return parsed.success ? { detail: parsed.data.detail, messages: parsed.data.messages } : null;
    },
    write(peerUid, { detail, messages }) {
      storage.write(nameOf(peerUid), { v: PRIVATE_CHAT_CACHE_VERSION, detail, messages: cacheableMessages(messages) }, selfUid);
    },
  };
}
