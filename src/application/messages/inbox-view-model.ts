import { BehaviorSubject } from 'rxjs';
import { INBOX_TAB } from '../../domain/constants';
import { inboxPreview } from '../../domain/messages';
import type { ChatUser } from '../contracts/msg/chat-user';
import { msgDelIndexContract } from '../contracts/msg/del-index.contract';
import { msgGetTotalUnreadContract } from '../contracts/msg/get-total-unread.contract';
import { msgListContract, type InboxItem } from '../contracts/msg/list.contract';
import type { HttpPort } from '../ports/http.port';
import type { PresenceSeeds } from '../presence/presence-store';
import type { StoredMessage } from './chat-log-store';
import type { CommandResult, InboxRow, InboxState, InboxTab, InboxViewModel, UnreadTotals } from './messaging-services';

const TAB_CODE = { all: INBOX_TAB.all, unread: INBOX_TAB.unread, followings: INBOX_TAB.followings } as const satisfies Record<InboxTab, number>;
const TABS: readonly InboxTab[] = ['all', 'unread', 'followings'];

interface TabPages {
  readonly rows: readonly InboxRow[];
  readonly hasMore: boolean;
  readonly cursor: { readonly last_sync_mtime: number; readonly last_chat_id: number } | null;
  readonly status: InboxState['status'];
  readonly error: InboxState['error'];
  readonly refreshing: boolean;
  readonly loadingMore: boolean;
  readonly loaded: boolean;
}

const EMPTY_TAB: TabPages = { rows: [], hasMore: false, cursor: null, status: 'loading', error: null, refreshing: false, loadingMore: false, loaded: false };

/** Pinned rows first, then the newest message first (the server's order). */
const byPlace = (a: InboxRow, b: InboxRow): number => Number(b.isTop) - Number(a.isTop) || b.mtime - a.mtime || b.chatId - a.chatId;

export function inboxRowOf(item: InboxItem, selfUid: number): InboxRow {
  const users = Object.values(item.user_infos);
  const newest = item.list[0];
  return {
    chatId: item.chat_id,
    chatType: item.chat_type,
    peer: users.find((user) => user.uid !== selfUid) ?? users[0] ?? null,
    mtime: item.mtime,
    preview: inboxPreview(item.msg_type, item.msg_content),
    unread: item.unread,
    isTop: item.is_top === 1,
    mine: newest !== undefined && newest.send_uid === selfUid,
  };
}

/** Whether a row belongs in a tab (the unread tab: unread chats; followings: people the user follows). */
const belongs = (tab: InboxTab, row: InboxRow): boolean =>
  tab === 'all' || (tab === 'unread' ? row.unread > 0 : row.peer?.is_follow === 1);

export interface InboxLive extends InboxViewModel {
  /** A message arrived or was sent: its row moves up with the new preview; `counted` adds one unread. */
  takeMessage(message: StoredMessage, sender: ChatUser | null, counted: boolean): void;
  /** The chat was opened and read: its unread goes to 0 and the counters drop by it. */
  markRead(chatId: number): void;
  /** The peer of a chat, when some row names them. */
  peerOf(chatId: number): ChatUser | null;
  /** Reloads the shown tab and the counters from the server (after a gap fill). */
  resync(): void;
}

/**
 * The inbox (001 §2, §4 "Inbox load"): /msg/list per tab, MESSAGE_PAGE_SIZE rows a page,
 * pull-to-refresh and load-more; the counters of the unread and followings tabs; rows kept
 * live by messages as they arrive, reduced on open and delete.
 */
export function createInboxViewModel(deps: { readonly http: HttpPort; readonly selfUid: number; readonly signedIn: boolean; readonly presence: PresenceSeeds }): InboxLive {
  const { http, selfUid } = deps;
  let tab: InboxTab = 'all';
  let tabs: Readonly<Record<InboxTab, TabPages>> = { all: EMPTY_TAB, unread: EMPTY_TAB, followings: EMPTY_TAB };
  const unread$ = new BehaviorSubject<UnreadTotals>({ unread: 0, followUnread: 0 });

  const view = (): InboxState => {
    const pages = tabs[tab];
    return {
      tab,
      rows: pages.rows,
      status: deps.signedIn ? pages.status : 'ready',
      hasMore: pages.hasMore,
      refreshing: pages.refreshing,
      loadingMore: pages.loadingMore,
      error: pages.error,
      signedIn: deps.signedIn,
    };
  };
  const state$ = new BehaviorSubject<InboxState>(view());
  const setTabPages = (which: InboxTab, change: Partial<TabPages>): void => {
    tabs = { ...tabs, [which]: { ...tabs[which], ...change } };
    state$.next(view());
  };
  const setRows = (change: (rows: readonly InboxRow[], which: InboxTab) => readonly InboxRow[]): void => {
    tabs = Object.fromEntries(TABS.map((which) => [which, { ...tabs[which], rows: change(tabs[which].rows, which) }])) as Record<InboxTab, TabPages>;
    state$.next(view());
  };

  async function load(which: InboxTab, more: boolean): Promise<CommandResult> {
    if (!deps.signedIn) return { ok: true };
    const pages = tabs[which];
    if (more && (!pages.hasMore || pages.loadingMore || pages.cursor === null)) return { ok: true };
    setTabPages(which, more ? { loadingMore: true } : pages.loaded ? { refreshing: true } : { status: 'loading' });
    const answer = await http.request(msgListContract, { type: TAB_CODE[which], ...(more && pages.cursor !== null ? pages.cursor : {}) });
    if (!answer.ok) {
      setTabPages(which, { loadingMore: false, refreshing: false, error: answer.error, status: tabs[which].loaded ? 'ready' : 'error' });
      return { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
    }
    const { list, has_more, last_sync_mtime, last_chat_id, unread, follow_unread } = answer.data;
    unread$.next({ unread, followUnread: follow_unread });
    const page = list.map((item) => inboxRowOf(item, selfUid));
    deps.presence.seen(page.flatMap((row) => (row.peer === null ? [] : [row.peer])));
    const rows = more ? [...tabs[which].rows.filter((row) => !page.some((fresh) => fresh.chatId === row.chatId)), ...page] : page;
    setTabPages(which, { rows, hasMore: has_more === 1, cursor: { last_sync_mtime, last_chat_id }, status: 'ready', error: null, refreshing: false, loadingMore: false, loaded: true });
    return { ok: true };
  }

  async function confirmTotals(): Promise<void> {
    const answer = await http.request(msgGetTotalUnreadContract, {});
    if (answer.ok) unread$.next({ unread: answer.data.unread_count, followUnread: answer.data.follow_unread_count });
  }

  const dropUnread = (row: InboxRow | undefined): void => {
    if (row === undefined || row.unread === 0) return;
    const totals = unread$.getValue();
    unread$.next({
      unread: Math.max(0, totals.unread - row.unread),
      followUnread: row.peer?.is_follow === 1 ? Math.max(0, totals.followUnread - row.unread) : totals.followUnread,
    });
  };
  const rowOf = (chatId: number): InboxRow | undefined => TABS.map((which) => tabs[which].rows.find((row) => row.chatId === chatId)).find((row) => row !== undefined);
  let refreshing: Promise<CommandResult> | null = null;
  let refreshAgain = false;
  // One refresh at a time; asks made while one runs make it run once more after.
  const refreshSoon = (): void => {
    if (refreshing !== null) {
      refreshAgain = true;
      return;
    }
    refreshing = load(tab, false).finally(() => {
      refreshing = null;
      if (refreshAgain) {
        refreshAgain = false;
        refreshSoon();
      }
    });
  };

  if (deps.signedIn) void load('all', false);

  return {
    state$,
    unread$,
    setTab(next) {
      tab = next;
      state$.next(view());
      if (!tabs[next].loaded && tabs[next].status !== 'error') void load(next, false);
    },
    refresh: () => load(tab, false),
    loadMore: () => load(tab, true),
    async remove(chatId) {
      const removed = rowOf(chatId);
      const before = tabs;
      dropUnread(removed);
      setRows((rows) => rows.filter((row) => row.chatId !== chatId));
      const answer = await http.request(msgDelIndexContract, { chat_id: chatId, chat_type: removed?.chatType ?? 1 });
      if (!answer.ok) {
        tabs = before;
        state$.next(view());
        await confirmTotals();
        return { ok: false, error: { code: answer.error.code, msg: answer.error.msg } };
      }
      void confirmTotals();
      return { ok: true };
    },
    takeMessage(message, sender, counted) {
      const existing = rowOf(message.chat_id);
      const peer = existing?.peer ?? (sender !== null && sender.uid !== selfUid ? sender : null);
      if (peer === null) {
        refreshSoon();
        return;
      }
      if (counted) {
        const totals = unread$.getValue();
        unread$.next({ unread: totals.unread + 1, followUnread: totals.followUnread + (peer.is_follow === 1 ? 1 : 0) });
      }
      const row: InboxRow = {
        chatId: message.chat_id,
        chatType: message.chat_type,
        peer,
        mtime: message.mtime,
        preview: inboxPreview(message.msg_type, message.msg_content),
        unread: (existing?.unread ?? 0) + (counted ? 1 : 0),
        isTop: existing?.isTop ?? false,
        mine: message.send_uid === selfUid,
      };
      setRows((rows, which) => {
        const others = rows.filter((candidate) => candidate.chatId !== row.chatId);
        return belongs(which, row) ? [...others, row].sort(byPlace) : others;
      });
    },
    markRead(chatId) {
      const row = rowOf(chatId);
      // Nothing was unread (an open chat's new messages are never counted): no counters to fix.
      if (row !== undefined && row.unread === 0) return;
      dropUnread(row);
      setRows((rows) => rows.map((row) => (row.chatId === chatId && row.unread > 0 ? { ...row, unread: 0 } : row)));
      void confirmTotals();
    },
    peerOf: (chatId) => rowOf(chatId)?.peer ?? null,
    resync: refreshSoon,
  };
}
