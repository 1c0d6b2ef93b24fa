import type { Observable } from 'rxjs';
import type { DisplayItem, InboxPreview, MessageContent, SendState } from '../../domain/messages';
import type { ChatUser } from '../contracts/msg/chat-user';
import type { ChatDetail } from '../contracts/msg/detail.contract';
import type { ApiError } from '../ports/http.port';
import type { LiveState } from '../live-state';
import type { OutgoingDraft } from './outgoing-draft';

/**
 * What the messaging views (inbox tab, chat page, composer, gift sheet, notice banner)
 * read and ask of the core. One object per signed-in session; every LiveState is replayed,
 * so a view can read it now and follow it. Commands never reject: expected failures are
 * values, and what the person must be told arrives on the chat's `notices$`.
 */
export interface MessagingServices {
  readonly inbox: InboxViewModel;
  /**
   * The chat with `peerUid` (a private chat; the chat is created by /msg/detail when it
   * does not exist yet). Opening loads the cached messages, the detail, the newest page,
   * marks the chat read and makes it the current chat (its message banners are
   * suppressed); `close()` clears that. Opening the same peer twice gives the same model.
   */
  openChat(peerUid: number): ChatViewModel;
  /** The message notice banner (001 §2 "Notice banners", type 1). */
  readonly banner: MessageBannerViewModel;
  /** Auto-translate of received messages (001 §4 "Translation"); persisted with /user/sync-permission. */
  readonly autoTranslate$: LiveState<boolean>;
  setAutoTranslate(on: boolean): Promise<CommandResult>;
  /** The say-hi dialog's button: /greet/send to these users (at least one; the 4 s throttle is the view's, domain/banners say-hi). */
  sayHi(targetUids: readonly number[]): Promise<CommandResult>;
  /** The say-hi dialog's users (/greet/list: people matches put there, newest first); null when it could not be loaded. */
  greetCandidates(): Promise<readonly ChatUser[] | null>;
  /** The say-hi dialog closed without greeting: /greet/clean takes these users off the list. */
  dismissGreetCandidates(targetUids: readonly number[]): Promise<CommandResult>;
}

/** A command's answer: done, or why not (an API error code, or one of MessagingErrorCode). */
export type CommandResult = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: MessagingErrorCode | ApiError['code']; readonly msg?: string } };

export type MessagingErrorCode =
  /** Whitespace-only text: show msg.msgNullTip with a got-it button. */
  | 'MSG.BLANK'
  /** The message (or chat) is not known here any more. */
  | 'MSG.NOT_FOUND'
  /** Sensitive text, or a message that is not failed: tapping cannot resend it (domain canRetryByTap). */
  | 'MSG.NOT_RETRIABLE'
  /** A queued file that was never uploaded did not survive a reload: it can only be deleted. */
  | 'MSG.FILE_LOST'
  /** The chat model was closed. */
  | 'MSG.CLOSED'
  /** Nothing the translator can take (empty or too long text). */
  | 'MSG.NOT_TRANSLATABLE';

// ─── Inbox ──────────────────────────────────────────────────────────────────────────

export type InboxTab = 'all' | 'unread' | 'followings';

/** One conversation row (001 §2 "Inbox"). */
export interface InboxRow {
  readonly chatId: number;
  readonly chatType: number;
  /** The other participant (avatar, is_live, nickname, age, country_flag/code, level, online_status); null if the server sent none. */
  readonly peer: ChatUser | null;
  /** Time of the newest message, ms (0 when the chat has no visible message). */
  readonly mtime: number;
  readonly preview: InboxPreview;
  readonly unread: number;
  readonly isTop: boolean;
  /** The newest message is the caller's own. */
  readonly mine: boolean;
}

export interface InboxState {
  readonly tab: InboxTab;
  readonly rows: readonly InboxRow[];
  /** 001 §4 "Inbox load": loading (first page), loadmore (hasMore) or nomore. */
  readonly status: 'loading' | 'ready' | 'error';
  readonly hasMore: boolean;
  readonly refreshing: boolean;
  readonly loadingMore: boolean;
  /** The last load's failure (status 'error', or a failed refresh/load-more over shown rows). */
  readonly error: ApiError | null;
  /** False for a tourist or signed-out session: nothing loads (001 §6). */
  readonly signedIn: boolean;
}

/** The inbox counters (tab badges, tab bar): /msg/list's unread and follow_unread, kept live. */
export interface UnreadTotals {
  readonly unread: number;
  readonly followUnread: number;
}

export interface InboxViewModel {
  readonly state$: LiveState<InboxState>;
  readonly unread$: LiveState<UnreadTotals>;
  /** Shows a tab; its first page loads when it has none. */
  setTab(tab: InboxTab): void;
  /** Pull-to-refresh: the first page of the current tab again (and the counters). */
  refresh(): Promise<CommandResult>;
  /** The next page of the current tab; nothing when there is no more or a load runs. */
  loadMore(): Promise<CommandResult>;
  /** Swipe-left delete (/msg/del-index): the row goes at once, the counters drop by its unread; it comes back if the call fails. */
  remove(chatId: number): Promise<CommandResult>;
}

// ─── Chat ───────────────────────────────────────────────────────────────────────────

/** Translation of one received message (001 §4: 0 idle, 1 loading, 2 done; failure → idle). */
export type TranslationState = { readonly status: 'idle' } | { readonly status: 'loading' } | { readonly status: 'done'; readonly text: string };

/** One message as a bubble shows it. */
export interface ChatMessageView {
  /** Stable across the sending → sent swap (the client id while local, else `s<id>`): use as the React key and as the handle of the commands. */
  readonly key: string;
  readonly id: number | null;
  readonly clientMsgId: string | null;
  readonly chatId: number;
  readonly chatType: number;
  readonly sendUid: number;
  /** Milliseconds; the server's once sent. */
  readonly mtime: number;
  readonly msgType: number;
  /** The raw JSON string (for copy and report). */
  readonly msgContent: string;
  readonly msgStatus: number;
  readonly content: MessageContent;
  readonly mine: boolean;
  /** Own messages: sending / sent / failed; received ones: null. */
  readonly sendState: SendState | null;
  /** Own sent messages the peer has read (blue checkmarks, domain isReadByPeer). */
  readonly read: boolean;
  /** A failed own message whose marker may resend it (domain canRetryByTap). */
  readonly canResend: boolean;
  readonly translation: TranslationState;
  /** While the file is not uploaded: the draft, so the bubble can show the local picture/voice/video (URL.createObjectURL). */
  readonly draft: OutgoingDraft | null;
  /**
   * A line added on this device only by a refused send (001 §4): -1 a recharge message
   * with tips (offer top-up), -2 a notice with tips. Never sent; not kept across reloads.
   */
  readonly system: { readonly kind: 'recharge' | 'notice'; readonly tips: string } | null;
}

export interface ChatState {
  readonly peerUid: number;
  /** Null until /msg/detail names it (a first conversation). */
  readonly chatId: number | null;
  /** The first load: cached messages may show while it runs. */
  readonly status: 'loading' | 'ready' | 'error';
  readonly error: ApiError | null;
  /** /msg/detail: user_info (header, first-contact card), album, album_count, reply flags, send_alert_tips, send_limit_level, price, free_left. */
  readonly detail: ChatDetail | null;
  /** Messages in (mtime, id) order. */
  readonly messages: readonly ChatMessageView[];
  /** The rows: time separators every 5 min, the first-message header once the history is all loaded (domain buildDisplayList). */
  readonly items: readonly DisplayItem<ChatMessageView>[];
  /** Older history exists on the server (load it when scrolled to the top). */
  readonly hasOlder: boolean;
  readonly loadingOlder: boolean;
  /** The peer's read mark, ms. */
  readonly peerReadMtime: number;
  /** /msg/send-status: 1 the chat may carry contact details unmasked. */
  readonly sensitiveAllowed: boolean;
}

/** What a chat view must tell the person, once. */
export type ChatNotice =
  /** Whitespace-only text: msg.msgNullTip with got-it. */
  | { readonly kind: 'blank' }
  /** A failed resend: the resend tips dialog (msg.resendTips). */
  | { readonly kind: 'resend-failed'; readonly key: string }
  /** A queued picture or voice whose file was gone after a reload (it was never uploaded): it cannot be resent. */
  | { readonly kind: 'file-lost'; readonly key: string }
  /** ok 0 with a message from the server and no callback: show it. */
  | { readonly kind: 'refused'; readonly msg: string }
  /** Coins are missing: the answer's recharge_alert opened the top-up prompt (the view may also say msg.insufficientBalance). */
  | { readonly kind: 'recharge-requested'; readonly needCoins: number | null }
  /** The peer's gift arrived live in this open chat: play its animation once (001 §2, 10 s or its end). */
  | { readonly kind: 'gift-arrived'; readonly key: string; readonly title: string; readonly icon: string; readonly svgaUrl: string };

export interface ChatViewModel {
  readonly peerUid: number;
  readonly state$: LiveState<ChatState>;
  readonly notices$: Observable<ChatNotice>;
  /** The page before the oldest loaded message (/msg/sync-detail); nothing when none is older or a load runs. */
  loadOlder(): Promise<CommandResult>;
  /**
   * Queues a draft in the persistent outbox and returns at once with its key: text is
   * screened (masked with *** unless the chat is allowed, the original kept), files are
   * uploaded, then /msg/send with the entry's client id. Outbox entries survive a reload
   * and go in order when the network is back. Blank text → MSG.BLANK (and a 'blank' notice).
   */
  send(draft: OutgoingDraft): { readonly ok: true; readonly key: string } | { readonly ok: false; readonly error: { readonly code: 'MSG.BLANK' | 'MSG.CLOSED' } };
  /** Tap on the failure marker: sends the same entry again (same client id; files uploaded again). */
  resend(key: string): Promise<CommandResult>;
  /** Long-press delete (/msg/delete): this side only; a local (failed) message just goes. */
  deleteMessage(key: string): Promise<CommandResult>;
  /** /msg/read now (done on open and for each new message while open and visible). */
  markRead(): Promise<CommandResult>;
  /** Translates a received message into the app language (idle → loading → done; failure → idle). */
  translate(key: string): Promise<CommandResult>;
  /** Whether new messages mark the chat read at once (false while the page is hidden). */
  setVisible(visible: boolean): void;
  /** Leaves the chat: it is no longer the current one; the model stops following events. */
  close(): void;
}

// ─── Message notice banner ──────────────────────────────────────────────────────────

/** The message banner on screen: who wrote and what. */
export interface MessageBannerView {
  readonly id: string;
  readonly chatId: number;
  readonly sender: ChatUser;
  readonly preview: InboxPreview;
  /** When it closes by itself (5.5 s after it showed), ms. */
  readonly closesAt: number;
}

export interface MessageBannerViewModel {
  readonly current$: LiveState<MessageBannerView | null>;
  /** A swipe up of this many px; more than 25 px dismisses. */
  swipeUp(distancePx: number): void;
  /** Tap: closes it and answers the peer to open (navigate to /pagesMsg/chat/index?uid=…), or null. */
  tap(): number | null;
  /** Another banner (call, club, live) is showing or stopped showing: a message banner waits for none, it is just not shown. */
  setOtherBannerShowing(showing: boolean): void;
}
