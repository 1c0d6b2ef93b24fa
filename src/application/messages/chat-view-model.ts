import { BehaviorSubject, Subject, Subscription, filter } from 'rxjs';
import { CHAT_TYPE, MSG_STATUS, SENSITIVE_STATUS } from '../../domain/constants';
import { buildDisplayList, canRetryByTap, isReadByPeer, mergeMessages, parseMessageContent } from '../../domain/messages';
import type { ScreeningRules } from '../../domain/screening';
import { msgDeleteContract } from '../contracts/msg/delete.contract';
import { msgDetailContract, type ChatDetail } from '../contracts/msg/detail.contract';
import { msgReadContract } from '../contracts/msg/read.contract';
import { msgSendStatusContract } from '../contracts/msg/send-status.contract';
import { msgSyncDetailContract } from '../contracts/msg/sync-detail.contract';
import type { HttpPort } from '../ports/http.port';
import type { PresenceSeeds } from '../presence/presence-store';
import type { LiveState } from '../live-state';
import { pendingChatKey, storedFromServer, type ChatLogStore, type StoredMessage } from './chat-log-store';
import { composeOutgoing } from './compose-outgoing';
import type { ArrivedMessage } from './follow-chat-events';
import type { ChatMessageView, ChatNotice, ChatState, ChatViewModel, CommandResult, TranslationState } from './messaging-services';
import type { OutgoingDraft } from './outgoing-draft';
import type { PrivateChatCache } from './private-chat-cache';
import type { Outbox } from './outbox';
import type { ChatPrice, OutboxNotice, OutboxSender } from './outbox-sender';
import { translateMessage } from './translate-message';
import type { Observable } from 'rxjs';

/** The React key and command handle of a message (stable across sending → sent). */
export const messageKey = (message: StoredMessage): string => message.client_msg_id ?? `s${message.id ?? 0}`;

export interface ChatViewModelDeps {
  readonly http: HttpPort;
  readonly store: ChatLogStore;
  readonly outbox: Outbox;
  readonly sender: Pick<OutboxSender, 'drain'>;
  readonly outboxNotices$: Observable<OutboxNotice>;
  /** The price line after each send (the detail's send_alert_tips is read once, on open). */
  readonly prices$: Observable<ChatPrice>;
  readonly arrived$: Observable<ArrivedMessage>;
  readonly selfUid: number;
  readonly peerUid: number;
  readonly now: () => number;
  readonly newClientMsgId: () => string;
  /** The /other/sensitive lists as screening rules' `words` (empty until loaded). */
  readonly screeningWords: () => ScreeningRules['words'];
  /** The app language: what translations are into. */
  readonly language: () => string;
  readonly autoTranslate$: LiveState<boolean>;
  /** The chat was read (unread counters drop). */
  readonly onRead: (chatId: number) => void;
  readonly onClose: () => void;
  /** The one store of online dots: the chat's user, fresh from /msg/detail, is the newest word on theirs. */
  readonly presence: PresenceSeeds;
  /** The last detail and page of this chat, shown while the fresh ones load. */
  readonly cache: PrivateChatCache;
}

interface Local {
  readonly chatId: number | null;
  readonly status: ChatState['status'];
  readonly error: ChatState['error'];
  readonly detail: ChatDetail | null;
  readonly hasOlder: boolean;
  readonly loadingOlder: boolean;
  readonly sensitiveAllowed: boolean;
  readonly translations: ReadonlyMap<string, TranslationState>;
}

const IDLE: TranslationState = { status: 'idle' };

/**
 * One open chat (001 §4 "Chat opening"): the detail, the newest page, older pages on
 * demand, read marks both ways, sends through the outbox, translation. The messages are
 * the store's (fed by realtime, the gap fill and the outbox), shown through the domain's
 * display list.
 */
export function createChatViewModel(deps: ChatViewModelDeps): ChatViewModel {
  const { http, store, outbox, selfUid, peerUid } = deps;
  let local: Local = {
    chatId: null,
    status: 'loading',
    error: null,
    detail: null,
    hasOlder: true,
    loadingOlder: false,
    sensitiveAllowed: false,
    translations: new Map(),
  };
  let visible = true;
  let closed = false;
  const notices$ = new Subject<ChatNotice>();

  // The chat's log is already merged: only a first conversation's pending messages need merging into it.
  const messagesNow = (): readonly StoredMessage[] => {
    const pending = store.log(pendingChatKey(peerUid)).messages;
    if (local.chatId === null) return pending;
    const messages = store.log(local.chatId).messages;
    return pending.length === 0 ? messages : mergeMessages(messages, pending);
  };

  const viewOf = (message: StoredMessage, peerRead: number): ChatMessageView => {
    const mine = message.send_uid === selfUid && message.system === undefined;
    const key = messageKey(message);
    const sendState = mine ? (message.send_state ?? 'sent') : null;
    return {
      key,
      id: message.id,
      clientMsgId: message.client_msg_id ?? null,
      chatId: message.chat_id,
      chatType: message.chat_type,
      sendUid: message.send_uid,
      mtime: message.mtime,
      msgType: message.msg_type,
      msgContent: message.msg_content,
      msgStatus: message.msg_status,
      content: parseMessageContent(message.msg_type, message.msg_content),
      mine,
      sendState,
      read: sendState === 'sent' && isReadByPeer(message.mtime, peerRead),
      canResend: mine && canRetryByTap(message),
      translation: local.translations.get(key) ?? IDLE,
      draft: message.id === null && message.client_msg_id !== undefined ? (outbox.draft(message.client_msg_id) ?? null) : null,
      system: message.system ?? null,
    };
  };

  /**
   * Structural sharing: the store keeps a message's object while it does not change, so a
   * view is rebuilt only when its message object or what it derives from elsewhere (the
   * peer's read mark, the translation, the local file) changed. Unchanged rows then get the
   * same object and their memoised components skip rendering.
   */
  const shared = new WeakMap<StoredMessage, ChatMessageView>();
  const sharedViewOf = (message: StoredMessage, peerRead: number): ChatMessageView => {
    const earlier = shared.get(message);
    let next: ChatMessageView;
    if (earlier === undefined) next = viewOf(message, peerRead);
    else {
      const read = earlier.sendState === 'sent' && isReadByPeer(message.mtime, peerRead);
      const translation = local.translations.get(earlier.key) ?? IDLE;
      const draft = message.id === null && message.client_msg_id !== undefined ? (outbox.draft(message.client_msg_id) ?? null) : null;
      if (earlier.read === read && earlier.translation === translation && earlier.draft === draft) return earlier;
      next = { ...earlier, read, translation, draft };
    }
    shared.set(message, next);
    return next;
  };

  const build = (): ChatState => {
    const peerReadMtime = local.chatId === null ? 0 : store.log(local.chatId).peerReadMtime;
    const stored = messagesNow();
    const views = new Map(stored.map((message) => [message, sharedViewOf(message, peerReadMtime)] as const));
    const viewFor = (message: StoredMessage): ChatMessageView => views.get(message) as ChatMessageView;
    return {
      peerUid,
      chatId: local.chatId,
      status: local.status,
      error: local.error,
      detail: local.detail,
      messages: stored.map(viewFor),
      items: buildDisplayList(stored, { hasMoreHistory: local.hasOlder }).map((item) => (item.kind === 'message' ? { kind: 'message', message: viewFor(item.message) } : item)),
      hasOlder: local.hasOlder,
      loadingOlder: local.loadingOlder,
      peerReadMtime,
      sensitiveAllowed: local.sensitiveAllowed,
    };
  };

  const state$ = new BehaviorSubject<ChatState>(build());
  const publish = (): void => {
    if (!closed) state$.next(build());
  };
  const setLocal = (change: Partial<Local>): void => {
    local = { ...local, ...change };
    publish();
  };

  const subscriptions = new Subscription();
  let lastLogs: readonly unknown[] = [];
  subscriptions.add(
    store.logs$.subscribe((logs) => {
      const mine = [logs.get(pendingChatKey(peerUid)), local.chatId === null ? undefined : logs.get(local.chatId)];
      if (mine[0] === lastLogs[0] && mine[1] === lastLogs[1]) return;
      lastLogs = mine;
      publish();
    }),
  );
  subscriptions.add(
    deps.outboxNotices$.pipe(filter((notice) => notice.peerUid === peerUid)).subscribe(({ notice }) => notices$.next(notice)),
  );
  subscriptions.add(
    deps.prices$.pipe(filter((price) => price.peerUid === peerUid)).subscribe(({ tips, level }) => {
      if (local.detail !== null) setLocal({ detail: { ...local.detail, send_alert_tips: tips, send_limit_level: level } });
    }),
  );
  subscriptions.add(
    deps.arrived$
      .pipe(filter(({ message }) => local.chatId !== null && message.chat_id === local.chatId && message.send_uid !== selfUid))
      .subscribe(({ message, via }) => {
        if (visible) void markRead();
        // Only a gift that arrives now plays by itself; history brought by the gap fill does not.
        if (via === 'realtime' && visible) {
          const content = parseMessageContent(message.msg_type, message.msg_content);
          if (content.kind === 'gift') notices$.next({ kind: 'gift-arrived', key: messageKey(message), title: content.title, icon: content.icon, svgaUrl: content.svga_url });
        }
        if (deps.autoTranslate$.getValue()) void translate(messageKey(message));
      }),
  );

  /** Keeps what the chat shows now for its next opening. */
  const remember = (): void => {
    if (local.detail !== null && local.chatId !== null) deps.cache.write(peerUid, { detail: local.detail, messages: store.log(local.chatId).messages });
  };

  async function open(): Promise<void> {
    // 001 §4 "Chat opening": the cached detail and messages first, then the server's.
    const cached = deps.cache.read(peerUid);
    if (cached !== null) {
      store.merge(cached.detail.chat_id, cached.messages);
      setLocal({ chatId: cached.detail.chat_id, detail: cached.detail });
    }
    const openedVisible = visible;
    const detail = await http.request(msgDetailContract, { to_uid: peerUid });
    if (closed) {
      // Opening is reading (001 §4), even when the page was left before the detail came: the
      // user saw the chat open, so its unread count must not outlive the visit.
      if (detail.ok && openedVisible) await readNow(detail.data.chat_id, detail.data.chat_type);
      return;
    }
    if (!detail.ok) {
      setLocal({ status: 'error', error: detail.error });
      return;
    }
    const chatId = detail.data.chat_id;
    store.setPeerRead(chatId, detail.data.peer_read_mtime);
    setLocal({ chatId, detail: detail.data });
    deps.presence.seen([detail.data.user_info]);
    // Opening is reading (001 §4): even if the page is left before the history arrives.
    const [status, page] = await Promise.all([
      http.request(msgSendStatusContract, { chat_id: chatId }),
      http.request(msgSyncDetailContract, { chat_id: chatId, chat_type: detail.data.chat_type }),
      visible ? readNow(chatId, detail.data.chat_type) : Promise.resolve(null),
    ]);
    if (closed) return;
    if (page.ok) {
      store.merge(chatId, page.data.list.map(storedFromServer));
      store.setPeerRead(chatId, page.data.peer_read_mtime);
    }
    setLocal({
      status: page.ok ? 'ready' : 'error',
      error: page.ok ? null : page.error,
      hasOlder: page.ok ? page.data.has_more === 1 : local.hasOlder,
      sensitiveAllowed: status.ok && status.data.sensitive_status === SENSITIVE_STATUS.allowed,
    });
    if (page.ok) remember();
  }

  async function readNow(chatId: number, chatType: number): Promise<CommandResult> {
    const answer = await http.request(msgReadContract, { chat_id: chatId, chat_type: chatType });
    if (!answer.ok) return { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
    deps.onRead(chatId);
    return { ok: true };
  }

  let reading: Promise<CommandResult> | null = null;
  let readAgain = false;
  /** One /msg/read at a time: messages arriving meanwhile are covered by one more read after it. */
  async function markRead(): Promise<CommandResult> {
    if (local.chatId === null || closed) return { ok: false, error: { code: 'MSG.CLOSED' } };
    if (reading !== null) {
      readAgain = true;
      return reading;
    }
    const chatId = local.chatId;
    reading = readNow(chatId, local.detail?.chat_type ?? CHAT_TYPE.private).finally(() => {
      reading = null;
      if (readAgain && !closed) {
        readAgain = false;
        void markRead();
      }
    });
    return reading;
  }

  async function loadOlder(): Promise<CommandResult> {
    if (local.chatId === null || !local.hasOlder || local.loadingOlder || closed) return { ok: true };
    const oldest = messagesNow().find((message) => message.id !== null);
    setLocal({ loadingOlder: true });
    const answer = await http.request(msgSyncDetailContract, {
      chat_id: local.chatId,
      chat_type: local.detail?.chat_type ?? CHAT_TYPE.private,
      ...(oldest === undefined || oldest.id === null ? {} : { mtime: oldest.mtime, before_id: oldest.id }),
    });
    if (!answer.ok) {
      setLocal({ loadingOlder: false });
      return { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
    }
    store.merge(local.chatId, answer.data.list.map(storedFromServer));
    setLocal({ loadingOlder: false, hasOlder: answer.data.has_more === 1 });
    return { ok: true };
  }

  function send(draft: OutgoingDraft): ReturnType<ChatViewModel['send']> {
    if (closed) return { ok: false, error: { code: 'MSG.CLOSED' } };
    const composed = composeOutgoing(draft, { words: deps.screeningWords(), privateChat: true, allowed: local.sensitiveAllowed });
    if (!composed.ok) {
      notices$.next({ kind: 'blank' });
      return composed;
    }
    const clientMsgId = deps.newClientMsgId();
    outbox.add(
      {
        client_msg_id: clientMsgId,
        peer_uid: peerUid,
        chat_id: local.chatId,
        chat_type: local.detail?.chat_type ?? CHAT_TYPE.private,
        ...composed.value,
        created_at: deps.now(),
        status: 'pending',
      },
      composed.value.msg_content === null ? draft : undefined,
    );
    void deps.sender.drain();
    return { ok: true, key: clientMsgId };
  }

  async function resend(key: string): Promise<CommandResult> {
    const entry = outbox.find(key);
    if (entry === undefined) return { ok: false, error: { code: 'MSG.NOT_FOUND' } };
    const message = messagesNow().find((candidate) => messageKey(candidate) === key);
    // The outbox keeps entries across a reload but not their files: one never uploaded is lost.
    if (entry.status === 'failed' && entry.msg_content === null && outbox.draft(key) === undefined) {
      notices$.next({ kind: 'file-lost', key });
      return { ok: false, error: { code: 'MSG.FILE_LOST' } };
    }
    const retriable = entry.status === 'failed' && message !== undefined && canRetryByTap(message);
    if (!retriable) return { ok: false, error: { code: 'MSG.NOT_RETRIABLE' } };
    outbox.patch(key, { status: 'pending' });
    await deps.sender.drain();
    if (outbox.find(key)?.status === 'failed') {
      notices$.next({ kind: 'resend-failed', key });
      return { ok: false, error: { code: 'MSG.NOT_RETRIABLE' } };
    }
    return { ok: true };
  }

  async function deleteMessage(key: string): Promise<CommandResult> {
    const message = messagesNow().find((candidate) => messageKey(candidate) === key);
    if (message === undefined) return { ok: false, error: { code: 'MSG.NOT_FOUND' } };
    const isKey = (candidate: StoredMessage) => messageKey(candidate) === key;
    if (message.id === null) {
      if (outbox.find(key) !== undefined) outbox.discard(key);
      else store.update(local.chatId ?? pendingChatKey(peerUid), isKey, () => null);
      return { ok: true };
    }
    const answer = await http.request(msgDeleteContract, { chat_id: message.chat_id, chat_type: message.chat_type, mtime: message.mtime, id: message.id });
    if (!answer.ok) return { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
    store.update(message.chat_id, isKey, () => null);
    return { ok: true };
  }

  const setTranslation = (key: string, translation: TranslationState): void => {
    const translations = new Map(local.translations);
    translations.set(key, translation);
    setLocal({ translations });
  };

  async function translate(key: string): Promise<CommandResult> {
    const message = messagesNow().find((candidate) => messageKey(candidate) === key);
    if (message === undefined) return { ok: false, error: { code: 'MSG.NOT_FOUND' } };
    const content = parseMessageContent(message.msg_type, message.msg_content);
    if (content.kind !== 'text' || message.send_uid === selfUid || message.msg_status === MSG_STATUS.hidden) return { ok: false, error: { code: 'MSG.NOT_FOUND' } };
    if ((local.translations.get(key) ?? IDLE).status !== 'idle') return { ok: true };
    setTranslation(key, { status: 'loading' });
    const answer = await translateMessage(http, { text: content.content, target: deps.language(), fromUid: message.send_uid, chatType: message.chat_type, key });
    setTranslation(key, answer.ok ? { status: 'done', text: answer.text } : IDLE);
    return answer.ok ? { ok: true } : { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
  }

  void open();

  return {
    peerUid,
    state$,
    notices$: notices$.asObservable(),
    loadOlder,
    send,
    resend,
    deleteMessage,
    markRead,
    translate,
    setVisible(next) {
      const becameVisible = next && !visible;
      visible = next;
      if (becameVisible) void markRead();
    },
    close() {
      if (closed) return;
      if (local.status === 'ready') remember();
      closed = true;
      subscriptions.unsubscribe();
      notices$.complete();
      deps.onClose();
    },
  };
}
