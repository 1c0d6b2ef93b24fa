import { MSG_STATUS } from '../../domain/constants';
import type { StoragePort } from '../ports/storage.port';
import { pendingChatKey, type ChatKey, type ChatLogStore, type StoredMessage } from './chat-log-store';
import type { OutgoingDraft } from './outgoing-draft';
import { readOutbox, writeOutbox, type OutboxEntry } from './outbox-storage';

/**
 * The outbox of one user: entries in the order they were queued, persisted through
 * StoragePort after every change (so a reload finds them) and mirrored into the chat logs
 * as the sender's own local messages (sending or failed). File drafts stay in memory as
 * Blobs until their upload is done: a reload keeps the entry but not the file, which then
 * fails (it cannot be uploaded) and can be deleted.
 */
export interface Outbox {
  entries(): readonly OutboxEntry[];
  find(clientMsgId: string): OutboxEntry | undefined;
  draft(clientMsgId: string): OutgoingDraft | undefined;
  add(entry: OutboxEntry, draft?: OutgoingDraft): void;
  patch(clientMsgId: string, change: Partial<Pick<OutboxEntry, 'msg_content' | 'status' | 'chat_id'>>): void;
  /** The server has it: the entry goes; the server's copy (merged by the caller) replaces the local one. */
  settle(clientMsgId: string, chatId: number): void;
  /** Deleted by the person: the entry and its local message go. */
  discard(clientMsgId: string): void;
}

export const chatKeyOf = (entry: Pick<OutboxEntry, 'chat_id' | 'peer_uid'>): ChatKey => entry.chat_id ?? pendingChatKey(entry.peer_uid);

export function localMessageOf(entry: OutboxEntry, selfUid: number): StoredMessage {
  return {
    id: null,
    client_msg_id: entry.client_msg_id,
    chat_id: entry.chat_id ?? 0,
    chat_type: entry.chat_type,
    send_uid: selfUid,
    mtime: entry.created_at,
    msg_type: entry.msg_type,
    msg_content: entry.msg_content ?? '{}',
    msg_status: entry.status === 'failed' ? MSG_STATUS.failed : MSG_STATUS.ok,
    send_state: entry.status === 'failed' ? 'failed' : 'sending',
  };
}

export function createOutbox(deps: { readonly storage: StoragePort; readonly store: ChatLogStore; readonly selfUid: number }): Outbox {
  const { storage, store, selfUid } = deps;
  let entries: OutboxEntry[] = readOutbox(storage, selfUid);
  const drafts = new Map<string, OutgoingDraft>();
  const isEntry = (clientMsgId: string) => (message: StoredMessage) => message.id === null && message.client_msg_id === clientMsgId;

  const save = (next: OutboxEntry[]): void => {
    entries = next;
    writeOutbox(storage, selfUid, entries);
  };
  const mirror = (entry: OutboxEntry): void => {
    store.update(chatKeyOf(entry), isEntry(entry.client_msg_id), () => null);
    store.merge(chatKeyOf(entry), [localMessageOf(entry, selfUid)]);
  };
  const unmirror = (entry: OutboxEntry): void => store.update(chatKeyOf(entry), isEntry(entry.client_msg_id), () => null);

  for (const entry of entries) mirror(entry);

  return {
    entries: () => entries,
    find: (clientMsgId) => entries.find((entry) => entry.client_msg_id === clientMsgId),
    draft: (clientMsgId) => drafts.get(clientMsgId),
    add(entry, draft) {
      if (draft !== undefined) drafts.set(entry.client_msg_id, draft);
      save([...entries, entry]);
      mirror(entry);
    },
    patch(clientMsgId, change) {
      const before = entries.find((entry) => entry.client_msg_id === clientMsgId);
      if (before === undefined) return;
      const after = { ...before, ...change };
      save(entries.map((entry) => (entry === before ? after : entry)));
      if (chatKeyOf(before) !== chatKeyOf(after)) unmirror(before);
      mirror(after);
    },
    settle(clientMsgId, chatId) {
      const settled = entries.find((entry) => entry.client_msg_id === clientMsgId);
      if (settled === undefined) return;
      drafts.delete(clientMsgId);
      unmirror(settled);
      // The answer named the chat: later entries to the same peer go by it too.
      const next = entries
        .filter((entry) => entry !== settled)
        .map((entry) => (entry.chat_id === null && entry.peer_uid === settled.peer_uid ? { ...entry, chat_id: chatId } : entry));
      const moved = next.filter((entry, index) => entry !== entries.filter((e) => e !== settled)[index]);
      for (const entry of moved) unmirror({ ...entry, chat_id: null });
      save(next);
      for (const entry of moved) mirror(entry);
    },
    discard(clientMsgId) {
      const found = entries.find((entry) => entry.client_msg_id === clientMsgId);
      if (found === undefined) return;
      drafts.delete(clientMsgId);
      save(entries.filter((entry) => entry !== found));
      unmirror(found);
    },
  };
}
