import { BehaviorSubject, Subscription, type Observable } from 'rxjs';
import type { ScreeningRules } from '../../domain/screening';
import { greetCleanContract } from '../contracts/greet/clean.contract';
import { greetListContract } from '../contracts/greet/list.contract';
import { greetSendContract } from '../contracts/greet/send.contract';
import type { SyncMessage } from '../contracts/msg/sync-message';
import { otherSensitiveContract } from '../contracts/other/sensitive.contract';
import { userSyncPermissionContract } from '../contracts/user/sync-permission.contract';
import type { HttpPort } from '../ports/http.port';
import type { PresenceSeeds } from '../presence/presence-store';
import type { RealtimeMessage } from '../ports/realtime.port';
import type { StoragePort } from '../ports/storage.port';
import type { UploadPort } from '../ports/upload.port';
import { createChatLogStore, type ChatLogStore } from './chat-log-store';
import { createChatViewModel } from './chat-view-model';
import { followChatEvents } from './follow-chat-events';
import { createInboxViewModel } from './inbox-view-model';
import { createMessageBanner } from './message-banner';
import type { ChatViewModel, CommandResult, MessagingServices } from './messaging-services';
import { createOutbox, type Outbox } from './outbox';
import { createOutboxSender, type Schedule } from './outbox-sender';
import { createPrivateChatCache } from './private-chat-cache';

/** Storage name of the auto-translate switch, per user (the server keeps it too, /user/sync-permission). */
export const AUTO_TRANSLATE_STORAGE_NAME = 'msg-auto-translate';

export interface MessagingDeps {
  readonly http: HttpPort;
  readonly upload: UploadPort;
  readonly storage: StoragePort;
  /** The realtime channel's payloads (type 1 is read here). */
  readonly realtime$: Observable<RealtimeMessage>;
  /** The /msg/sync gap fill's pages. */
  readonly syncPages$: Observable<readonly SyncMessage[]>;
  /** Fires when the channel (re)connects: the outbox tries what is pending. */
  readonly online$: Observable<unknown>;
  readonly selfUid: number;
  /** False for a tourist: the inbox does not load (001 §6). */
  readonly signedIn: boolean;
  readonly hasRecharged: () => boolean;
  readonly language: () => string;
  readonly now: () => number;
  readonly schedule: Schedule;
  readonly newClientMsgId: () => string;
  /** The one store of online dots: the inbox's and a chat's users are the newest word on theirs. */
  readonly presence: PresenceSeeds;
}

/** The services plus the handles the composition root and tests need. */
export interface MessagingCore extends MessagingServices {
  readonly store: ChatLogStore;
  readonly outbox: Outbox;
  /** Sends what the outbox holds now (resolves when the queue is empty or waiting for the network). */
  drainOutbox(): Promise<void>;
  dispose(): void;
}

const ok: CommandResult = { ok: true };

/** One signed-in user's messaging: the chat logs, the outbox and its sender, the inbox, chats, banner. */
export function createMessagingServices(deps: MessagingDeps): MessagingCore {
  const { http, selfUid } = deps;
  const store = createChatLogStore();
  const outbox = createOutbox({ storage: deps.storage, store, selfUid });
  const sender = createOutboxSender({ http, upload: deps.upload, outbox, store, selfUid, hasRecharged: deps.hasRecharged, schedule: deps.schedule });
  const feed = followChatEvents({ realtime$: deps.realtime$, syncPages$: deps.syncPages$, store, selfUid });
  const inbox = createInboxViewModel({ http, selfUid, signedIn: deps.signedIn, presence: deps.presence });
  const banner = createMessageBanner({ now: deps.now, schedule: deps.schedule });
  const autoTranslate$ = new BehaviorSubject<boolean>(deps.storage.read(AUTO_TRANSLATE_STORAGE_NAME, selfUid) === true);
  const chats = new Map<number, ChatViewModel>();
  const chatCache = createPrivateChatCache(deps.storage, selfUid);
  let words: ScreeningRules['words'] = [];

  const openChatIds = (): Set<number> => new Set([...chats.values()].flatMap((chat) => { const id = chat.state$.getValue().chatId; return id === null ? [] : [id]; }));
  // The banner names one open chat; with several models alive, the newest is on screen.
  const currentChatId = (): number | null => [...openChatIds()].at(-1) ?? null;

  const subscriptions = new Subscription();
  subscriptions.add(
    feed.arrived$.subscribe(({ message, sender: from, via }) => {
      const fromOther = message.send_uid !== selfUid;
      if (via === 'sync') {
        // A gap fill also brings history this device never held (a new install): whether it is
        // unread is the server's to say, so the rows and counters are reloaded instead of counted.
        inbox.takeMessage(message, null, false);
        inbox.resync();
        return;
      }
      inbox.takeMessage(message, from, fromOther && !openChatIds().has(message.chat_id));
      if (fromOther && from !== null) banner.offer(message, from, currentChatId());
    }),
  );
  subscriptions.add(sender.sent$.subscribe((message) => inbox.takeMessage(message, null, false)));
  subscriptions.add(feed.ownRead$.subscribe(({ chatId }) => inbox.markRead(chatId)));
  subscriptions.add(deps.online$.subscribe(() => void sender.drain()));

  void http.request(otherSensitiveContract, {}).then((answer) => {
    if (answer.ok) words = answer.data.list.map((list) => ({ type: list.type, words: list.content }));
  });
  void sender.drain();

  return {
    store,
    outbox,
    drainOutbox: () => sender.drain(),
    inbox,
    banner,
    autoTranslate$,
    openChat(peerUid) {
      const open = chats.get(peerUid);
      if (open !== undefined) return open;
      const chat = createChatViewModel({
        http,
        store,
        outbox,
        sender,
        outboxNotices$: sender.notices$,
        prices$: sender.prices$,
        arrived$: feed.arrived$,
        selfUid,
        peerUid,
        now: deps.now,
        newClientMsgId: deps.newClientMsgId,
        screeningWords: () => words,
        language: deps.language,
        autoTranslate$,
        onRead: (chatId) => inbox.markRead(chatId),
        onClose: () => chats.delete(peerUid),
        presence: deps.presence,
        cache: chatCache,
      });
      chats.set(peerUid, chat);
      return chat;
    },
    async setAutoTranslate(on) {
      const before = autoTranslate$.getValue();
      autoTranslate$.next(on);
      deps.storage.write(AUTO_TRANSLATE_STORAGE_NAME, on, selfUid);
      const answer = await http.request(userSyncPermissionContract, { auto_translate: on ? 1 : 0 });
      if (answer.ok) return ok;
      autoTranslate$.next(before);
      deps.storage.write(AUTO_TRANSLATE_STORAGE_NAME, before, selfUid);
      return { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
    },
    async sayHi(targetUids) {
      if (targetUids.length === 0) return { ok: false, error: { code: 'MSG.NOT_FOUND' } };
      const answer = await http.request(greetSendContract, { target_uid_arr: [...targetUids] });
      return answer.ok ? ok : { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
    },
    async greetCandidates() {
      const answer = await http.request(greetListContract, {});
      return answer.ok ? answer.data.list : null;
    },
    async dismissGreetCandidates(targetUids) {
      if (targetUids.length === 0) return ok;
      const answer = await http.request(greetCleanContract, { target_uid_arr: [...targetUids] });
      return answer.ok ? ok : { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
    },
    dispose() {
      for (const chat of [...chats.values()]) chat.close();
      subscriptions.unsubscribe();
      feed.dispose();
      sender.dispose();
      banner.dispose();
    },
  };
}
