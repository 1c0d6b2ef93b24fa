import { BehaviorSubject } from 'rxjs';
import { mergeIntoLog, mergeMessages, type ChatMessage, type SendState } from '../../domain/messages';
import type { SyncMessage } from '../contracts/msg/sync-message';
import type { LiveState } from '../live-state';

/** A line a refused send adds on this device only (001 §4: -1 recharge message, -2 notice). */
export interface SystemLine {
  readonly kind: 'recharge' | 'notice';
  readonly tips: string;
}

/**
 * A message as this device holds it: the server's copy, or an own message still in the
 * outbox (`send_state` sending or failed, id null), or a system line.
 */
export type StoredMessage = ChatMessage & {
  readonly send_state?: SendState;
  readonly system?: SystemLine;
};

export interface ChatLog {
  /** In (mtime, id) order, one copy per message (mergeMessages). */
  readonly messages: readonly StoredMessage[];
  /** The other side's read mark, ms (only ever grows). */
  readonly peerReadMtime: number;
}

/**
 * Where a conversation's log is kept: its chat id, or — for a first conversation whose
 * chat id no answer has named yet — minus the peer's uid.
 */
export type ChatKey = number;
export const pendingChatKey = (peerUid: number): ChatKey => -peerUid;

const EMPTY_LOG: ChatLog = { messages: [], peerReadMtime: 0 };

/** Every conversation's messages on this device, fed by realtime, the gap fill, history pages and the outbox. */
export interface ChatLogStore {
  readonly logs$: LiveState<ReadonlyMap<ChatKey, ChatLog>>;
  log(key: ChatKey): ChatLog;
  /** Merges messages into a log (deduplicated by id and client id, in order); copies it already holds unchanged emit nothing. */
  merge(key: ChatKey, messages: readonly StoredMessage[]): void;
  /** Replaces the messages `pick` chooses with what `change` makes of them (null removes). */
  update(key: ChatKey, pick: (message: StoredMessage) => boolean, change: (message: StoredMessage) => StoredMessage | null): void;
  setPeerRead(key: ChatKey, mtime: number): void;
  /** Forgets a conversation (deleted from the inbox). */
  clear(key: ChatKey): void;
}

export function createChatLogStore(): ChatLogStore {
  const logs$ = new BehaviorSubject<ReadonlyMap<ChatKey, ChatLog>>(new Map());
  const log = (key: ChatKey): ChatLog => logs$.getValue().get(key) ?? EMPTY_LOG;
  const put = (key: ChatKey, next: ChatLog): void => {
    const map = new Map(logs$.getValue());
    map.set(key, next);
    logs$.next(map);
  };
  return {
    logs$,
    log,
    merge(key, messages) {
      const current = log(key);
      const merged = mergeIntoLog(current.messages, messages);
      if (merged !== current.messages) put(key, { ...current, messages: merged });
    },
    update(key, pick, change) {
      const current = log(key);
      if (!current.messages.some(pick)) return;
      const changed = current.messages.flatMap((message) => {
        if (!pick(message)) return [message];
        const next = change(message);
        return next === null ? [] : [next];
      });
      put(key, { ...current, messages: mergeMessages([], changed) });
    },
    setPeerRead(key, mtime) {
      const current = log(key);
      if (mtime > current.peerReadMtime) put(key, { ...current, peerReadMtime: mtime });
    },
    clear(key) {
      if (!logs$.getValue().has(key)) return;
      const map = new Map(logs$.getValue());
      map.delete(key);
      logs$.next(map);
    },
  };
}

/** A server message as the store keeps it (a null client id is simply absent). */
export function storedFromServer(message: SyncMessage): StoredMessage {
  const { client_msg_id, ctime: _ctime, ...rest } = message;
  return client_msg_id === null ? rest : { ...rest, client_msg_id };
}
