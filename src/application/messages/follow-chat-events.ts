import { Subject, Subscription, type Observable } from 'rxjs';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { chatEventSchema } from '../contracts/msg/chat-event';
import type { ChatUser } from '../contracts/msg/chat-user';
import type { SyncMessage } from '../contracts/msg/sync-message';
import type { RealtimeMessage } from '../ports/realtime.port';
import { storedFromServer, type ChatLogStore, type StoredMessage } from './chat-log-store';

/** A message this device had not held before, from the channel or the gap fill. */
export interface ArrivedMessage {
  readonly message: StoredMessage;
  /** The sender as a chat user (realtime pushes carry it; the gap fill does not). */
  readonly sender: ChatUser | null;
  readonly via: 'realtime' | 'sync';
}

export interface ChatEventFeed {
  readonly arrived$: Observable<ArrivedMessage>;
  /** The user read a chat on another device (their own read mark). */
  readonly ownRead$: Observable<{ readonly chatId: number; readonly readMtime: number }>;
  dispose(): void;
}

/**
 * Feeds the chat logs from realtime type 1 (`message` to both sides, `read` marks) and
 * the /msg/sync gap fill: both merge into the same store by (mtime, id), one copy per id
 * and client id, so a push that also comes by sync — or twice by QoS 1 — is held once.
 */
export function followChatEvents(deps: {
  readonly realtime$: Observable<RealtimeMessage>;
  readonly syncPages$: Observable<readonly SyncMessage[]>;
  readonly store: ChatLogStore;
  readonly selfUid: number;
}): ChatEventFeed {
  const { store, selfUid } = deps;
  const arrived$ = new Subject<ArrivedMessage>();
  const ownRead$ = new Subject<{ readonly chatId: number; readonly readMtime: number }>();

  const isHeld = (message: SyncMessage): boolean =>
    store.log(message.chat_id).messages.some((held) => held.id === message.id);

  const take = (messages: readonly SyncMessage[], sender: ChatUser | null, via: ArrivedMessage['via']): void => {
    const fresh: StoredMessage[] = [];
    const byChat = new Map<number, StoredMessage[]>();
    for (const message of messages) {
      const stored = storedFromServer(message);
      if (!isHeld(message)) fresh.push(stored);
      const list = byChat.get(message.chat_id);
      if (list === undefined) byChat.set(message.chat_id, [stored]);
      else list.push(stored);
    }
    for (const [chatId, list] of byChat) store.merge(chatId, list);
    for (const message of fresh) arrived$.next({ message, sender, via });
  };

  const subscriptions = new Subscription();
  subscriptions.add(
    deps.realtime$.subscribe((payload) => {
      if (payload.type !== REALTIME_MESSAGE_TYPE.chat) return;
      const parsed = chatEventSchema.safeParse(payload);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.event === 'message') take([event.message], event.sender, 'realtime');
      else if (event.reader_uid === selfUid) ownRead$.next({ chatId: event.chat_id, readMtime: event.read_mtime });
      else store.setPeerRead(event.chat_id, event.read_mtime);
    }),
  );
  subscriptions.add(deps.syncPages$.subscribe((page) => take(page, null, 'sync')));

  return {
    arrived$: arrived$.asObservable(),
    ownRead$: ownRead$.asObservable(),
    dispose() {
      subscriptions.unsubscribe();
      arrived$.complete();
      ownRead$.complete();
    },
  };
}
