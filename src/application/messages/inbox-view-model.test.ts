import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../contracts/msg/list.contract';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { createInboxViewModel } from './inbox-view-model';
import { testChatUser, testServerMessage } from './messaging-test-kit';
import { storedFromServer } from './chat-log-store';

const SELF = 1;

const item = (chatId: number, peer: number, overrides: Partial<InboxItem> = {}): InboxItem => ({
  chat_id: chatId, chat_type: 1, msg_type: 1, msg_content: JSON.stringify({ content: `hi ${chatId}` }), mtime: chatId * 1000, ctime: chatId,
  unread: 0, remark: '', is_top: 0, user_infos: { [String(peer)]: testChatUser(peer), [String(SELF)]: testChatUser(SELF) }, list: [], ...overrides,
});

const page = (list: InboxItem[], more: { has_more?: 0 | 1; unread?: number; follow_unread?: number } = {}) => ({
  data: { list, has_more: more.has_more ?? 0, last_sync_mtime: list.at(-1)?.mtime ?? 0, last_chat_id: list.at(-1)?.chat_id ?? 0, unread: more.unread ?? 0, follow_unread: more.follow_unread ?? 0 },
});

function setup(list: (payload: Record<string, unknown>) => ScriptedAnswer, extra: Record<string, ScriptedAnswer> = {}) {
  const { http, sent } = createScriptedHttp({ '/msg/list': list, '/msg/get-total-unread': { data: { unread_count: 0, follow_unread_count: 0 } }, ...extra });
  return { sent, inbox: createInboxViewModel({ http, selfUid: SELF, signedIn: true, presence: { seen: () => undefined } }) };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inbox view model', () => {
  it('loads the first page of the all tab with the peer, the preview and the counters', async () => {
    const t = setup(() => page([item(9, 2, { unread: 3 })], { unread: 3, follow_unread: 1 }));
    await flush();
    const state = t.inbox.state$.getValue();
    expect(state.status).toBe('ready');
    expect(state.rows.map((row) => [row.chatId, row.peer?.uid, row.preview, row.unread])).toEqual([[9, 2, { kind: 'text', text: 'hi 9' }, 3]]);
    expect(t.inbox.unread$.getValue()).toEqual({ unread: 3, followUnread: 1 });
  });

  it('loads more from the cursor of the last page, and not again when there is no more', async () => {
    const t = setup((payload) => (payload['last_sync_mtime'] === undefined ? page([item(9, 2)], { has_more: 1 }) : page([item(5, 3)])));
    await flush();
    await t.inbox.loadMore();
    await t.inbox.loadMore();
    expect(t.inbox.state$.getValue().rows.map((row) => row.chatId)).toEqual([9, 5]);
    expect(t.sent.filter((call) => call.path === '/msg/list').map((call) => call.payload['last_sync_mtime'])).toEqual([undefined, 9000]);
  });

  it('asks the unread tab with type 1 when shown', async () => {
    const t = setup(() => page([]));
    t.inbox.setTab('unread');
    await flush();
    expect(t.sent.filter((call) => call.path === '/msg/list').map((call) => call.payload['type'])).toEqual([0, 1]);
    expect(t.inbox.state$.getValue().tab).toBe('unread');
  });

  it('removes a row at once and reduces the counters by its unread; a failed delete brings it back', async () => {
    const ok = setup(() => page([item(9, 2, { unread: 2 }), item(8, 3)], { unread: 2 }), { '/msg/del-index': { data: {} } });
    await flush();
    const removing = ok.inbox.remove(9);
    expect(ok.inbox.state$.getValue().rows.map((row) => row.chatId)).toEqual([8]);
    expect(ok.inbox.unread$.getValue().unread).toBe(0);
    await removing;
    const failing = setup(() => page([item(9, 2)]), { '/msg/del-index': { error: { code: 'API.NETWORK', msg: '' } } });
    await flush();
    expect((await failing.inbox.remove(9)).ok).toBe(false);
    expect(failing.inbox.state$.getValue().rows.map((row) => row.chatId)).toEqual([9]);
  });

  it('moves the row of a new message to the top with one more unread, and a read chat back to 0', async () => {
    const t = setup(() => page([item(9, 2), item(8, 3)]));
    await flush();
    t.inbox.takeMessage(storedFromServer(testServerMessage(50, { chat_id: 8, send_uid: 3, mtime: 99_000 })), testChatUser(3), true);
    expect(t.inbox.state$.getValue().rows.map((row) => [row.chatId, row.unread])).toEqual([[8, 1], [9, 0]]);
    expect(t.inbox.unread$.getValue().unread).toBe(1);
    t.inbox.markRead(8);
    expect(t.inbox.state$.getValue().rows.map((row) => row.unread)).toEqual([0, 0]);
    expect(t.inbox.unread$.getValue().unread).toBe(0);
  });

  it('adds a row for a message from someone new when the push names the sender', async () => {
    const t = setup(() => page([]));
    await flush();
    t.inbox.takeMessage(storedFromServer(testServerMessage(1, { chat_id: 4, send_uid: 6 })), testChatUser(6), true);
    expect(t.inbox.state$.getValue().rows.map((row) => [row.chatId, row.peer?.uid, row.unread])).toEqual([[4, 6, 1]]);
  });

  it('loads nothing for a session that is not signed in', async () => {
    const { http, sent } = createScriptedHttp({});
    const inbox = createInboxViewModel({ http, selfUid: SELF, signedIn: false, presence: { seen: () => undefined } });
    await inbox.refresh();
    expect(sent).toEqual([]);
    expect(inbox.state$.getValue()).toMatchObject({ status: 'ready', signedIn: false, rows: [] });
  });
});
