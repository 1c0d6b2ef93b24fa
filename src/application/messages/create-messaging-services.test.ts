import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { MSG_TYPE, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { SyncMessage } from '../contracts/msg/sync-message';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { createPresenceStore } from '../presence/presence-store';
import { createMessagingServices } from './create-messaging-services';
import { PRIVATE_CHAT_CACHE_VERSION } from './private-chat-cache';
import type { ChatNotice, ChatViewModel } from './messaging-services';
import type { OutboxEntry } from './outbox-storage';
import { fakeUpload, manualSchedule, testChatUser, testSendAnswer, testServerMessage } from './messaging-test-kit';
import { SCREEN_MASK } from '../../domain/screening/mask-spans';

const SELF = 1;
const PEER = 2;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const detail = {
  chat_id: 7, chat_type: 1, user_info: testChatUser(PEER), album: [], album_count: 0, chat_is_reply: 1, mine_is_reply: 1,
  send_alert_tips: '', send_limit_level: 0, price: 0, free_left: 0, peer_read_mtime: 0,
};

function setup(extra: Record<string, ScriptedAnswer | ((payload: Record<string, unknown>) => ScriptedAnswer)> = {}, storage = new InMemoryStorage()) {
  let nextId = 100;
  let clientIds = 0;
  const { http, sent } = createScriptedHttp({
    '/msg/list': { data: { list: [], has_more: 0, last_sync_mtime: 0, last_chat_id: 0, unread: 0, follow_unread: 0 } },
    '/msg/get-total-unread': { data: { follow_unread_count: 0, unread_count: 0 } },
    '/other/sensitive': { data: { list: [{ type: 1, version: 1, content: ['badword'] }] } },
    '/msg/detail': { data: detail },
    '/msg/send-status': { data: { sensitive_status: 0 } },
    '/msg/sync-detail': { data: { list: [testServerMessage(1), testServerMessage(2)], user_infos: {}, has_more: 0, peer_read_mtime: 0 } },
    '/msg/read': { data: { read_mtime: 2_000 } },
    '/msg/send': (payload) => ({ data: testSendAnswer((nextId += 1), String(payload['client_msg_id']), { msg_content: JSON.stringify((payload['data'] as { msg_content: unknown }).msg_content === undefined ? {} : JSON.parse(String((payload['data'] as { msg_content: string }).msg_content))), mtime: 10_000 + nextId }) }),
    '/translate/index': { data: { text: 'hola', source: 'en' } },
    '/msg/delete': { data: { deleted: 1 } },
    ...extra,
  });
  const realtime$ = new Subject<RealtimeMessage>();
  const syncPages$ = new Subject<readonly SyncMessage[]>();
  const online$ = new Subject<void>();
  const timers = manualSchedule();
  const presence = createPresenceStore(realtime$);
  const services = createMessagingServices({
    http, upload: fakeUpload(), storage, realtime$, syncPages$, online$, selfUid: SELF, signedIn: true,
    hasRecharged: () => false, language: () => 'es', now: () => 50_000,
    schedule: timers.schedule, newClientMsgId: () => `c${(clientIds += 1)}`, presence,
  });
  return { http, sent, services, realtime$, syncPages$, online$, timers, presence };
}

const textsOf = (chat: ChatViewModel) => chat.state$.getValue().messages.map((m) => (m.content.kind === 'text' ? m.content.content : m.content.kind));
const pushMessage = (message: SyncMessage, sender = testChatUser(PEER)): RealtimeMessage => ({ type: REALTIME_MESSAGE_TYPE.chat, event: 'message', message, sender });

describe('messaging services', () => {
  it('opens a chat: the detail, the newest page, the read mark, and a display list with a time separator and the first-message header', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    const state = chat.state$.getValue();
    expect(state.chatId).toBe(7);
    // The chat's user, fresh from the detail, is the newest word on their dot for every view.
    expect(t.presence.statuses$.getValue().get(PEER)).toBe(state.detail?.user_info.online_status);
    expect(state.status).toBe('ready');
    expect(textsOf(chat)).toEqual(['m1', 'm2']);
    expect(state.items.map((item) => item.kind)).toEqual(['header', 'time', 'message', 'message']);
    expect(t.sent.some((call) => call.path === '/msg/read')).toBe(true);
  });

  it('opens a chat from its cache at once and offline: the last detail and newest page this user saw (001 §4 "Chat opening")', async () => {
    const storage = new InMemoryStorage();
    const first = setup({}, storage);
    first.services.openChat(PEER);
    await flush();
    expect(storage.read(`private-chat.${PEER}`, SELF)).toMatchObject({ v: PRIVATE_CHAT_CACHE_VERSION, detail: { chat_id: 7 } });

    const offline = { error: { code: 'API.NETWORK' as const, msg: '' } };
    const later = setup({ '/msg/detail': offline, '/msg/sync-detail': offline, '/msg/send-status': offline, '/msg/read': offline }, storage);
    const chat = later.services.openChat(PEER);
    expect(chat.state$.getValue().detail?.user_info.uid).toBe(PEER);
    expect(textsOf(chat)).toEqual(['m1', 'm2']);
    await flush();
    expect(textsOf(chat)).toEqual(['m1', 'm2']);
    // Another signed-in user on this device has no cache of it.
    expect(storage.read(`private-chat.${PEER}`, SELF + 100)).toBeUndefined();
  });

  it('reads a cache of another version as a miss: the chat loads from the server', async () => {
    const storage = new InMemoryStorage();
    storage.write(`private-chat.${PEER}`, { v: PRIVATE_CHAT_CACHE_VERSION + 1, detail, messages: [] }, SELF);
    const t = setup({ '/msg/detail': { error: { code: 'API.NETWORK', msg: '' } } }, storage);
    const chat = t.services.openChat(PEER);
    expect(chat.state$.getValue().detail).toBeNull();
    expect(chat.state$.getValue().status).toBe('loading');
  });

  it('clears the inbox row and the counters of a chat when it is opened and read', async () => {
    const row = { chat_id: 7, chat_type: 1, msg_type: 1, msg_content: '{"content":"m2"}', mtime: 2000, ctime: 2, unread: 2, remark: '', is_top: 0, user_infos: { '2': testChatUser(PEER) }, list: [] };
    const t = setup({ '/msg/list': { data: { list: [row], has_more: 0, last_sync_mtime: 2000, last_chat_id: 7, unread: 2, follow_unread: 0 } } });
    await flush();
    expect(t.services.inbox.state$.getValue().rows.map((r) => r.unread)).toEqual([2]);
    t.services.openChat(PEER);
    await flush();
    expect(t.services.inbox.state$.getValue().rows.map((r) => r.unread)).toEqual([0]);
  });

  it('marks a chat read that was opened and left before its detail came (opening is reading, 001 §4)', async () => {
    const row = { chat_id: 7, chat_type: 1, msg_type: 1, msg_content: '{"content":"m2"}', mtime: 2000, ctime: 2, unread: 2, remark: '', is_top: 0, user_infos: { '2': testChatUser(PEER) }, list: [] };
    const t = setup({ '/msg/list': { data: { list: [row], has_more: 0, last_sync_mtime: 2000, last_chat_id: 7, unread: 2, follow_unread: 0 } } });
    await flush();
    t.services.openChat(PEER).close();
    await flush();
    expect(t.sent.filter((call) => call.path === '/msg/read').map((call) => call.payload['chat_id'])).toEqual([7]);
    expect(t.services.inbox.state$.getValue().rows.map((r) => r.unread)).toEqual([0]);
    expect(t.services.inbox.unread$.getValue().unread).toBe(0);
  });

  it('does not count history a gap fill brings as unread: it reloads the inbox from the server instead', async () => {
    const t = setup();
    await flush();
    const lists = () => t.sent.filter((call) => call.path === '/msg/list').length;
    const before = lists();
    t.syncPages$.next([testServerMessage(1, { chat_id: 8, send_uid: 3 }), testServerMessage(2, { chat_id: 8, send_uid: 3 })]);
    await flush();
    expect(t.services.inbox.unread$.getValue().unread).toBe(0);
    expect(lists()).toBeGreaterThan(before);
  });

  it('merges a realtime message once even when the gap fill brings it again, and marks the open chat read', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    const reads = () => t.sent.filter((call) => call.path === '/msg/read').length;
    const before = reads();
    t.realtime$.next(pushMessage(testServerMessage(3)));
    t.realtime$.next(pushMessage(testServerMessage(3)));
    t.syncPages$.next([testServerMessage(3)]);
    await flush();
    expect(textsOf(chat)).toEqual(['m1', 'm2', 'm3']);
    expect(reads()).toBe(before + 1);
  });

  it('turns own checkmarks blue when the peer read mark reaches them', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    chat.send({ kind: 'text', text: 'hello' });
    await t.services.drainOutbox();
    const mine = () => chat.state$.getValue().messages.filter((m) => m.mine);
    expect(mine().map((m) => [m.sendState, m.read])).toEqual([['sent', false]]);
    t.realtime$.next({ type: REALTIME_MESSAGE_TYPE.chat, event: 'read', chat_id: 7, reader_uid: PEER, read_mtime: mine()[0]!.mtime });
    expect(mine().map((m) => m.read)).toEqual([true]);
  });

  it('changes the chat once per send and not at all for the own push of a message it already holds', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    let changes = 0;
    t.services.store.logs$.subscribe(() => (changes += 1));
    changes = 0;
    chat.send({ kind: 'text', text: 'hello' });
    await t.services.drainOutbox();
    // The local copy appears, then the server's copy takes its place: two changes, never a moment without the message.
    expect(changes).toBe(2);
    const own = t.services.store.log(7).messages.find((m) => m.send_uid === SELF);
    expect(own?.id).not.toBeNull();
    const states = chat.state$.getValue();
    t.realtime$.next(pushMessage({ ...testServerMessage(own!.id as number), send_uid: SELF, mtime: own!.mtime, ctime: Math.floor(own!.mtime / 1000), msg_content: own!.msg_content, client_msg_id: own!.client_msg_id ?? null }, testChatUser(SELF)));
    expect(changes).toBe(2);
    expect(chat.state$.getValue()).toBe(states);
    expect(textsOf(chat)).toEqual(['m1', 'm2', 'hello']);
  });

  it('keeps the view object of every message that did not change when another arrives or is read', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    const before = chat.state$.getValue().messages;
    t.realtime$.next(pushMessage(testServerMessage(3)));
    await flush();
    const after = chat.state$.getValue().messages;
    expect(after).toHaveLength(3);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    chat.send({ kind: 'text', text: 'hello' });
    await t.services.drainOutbox();
    const sent = chat.state$.getValue().messages;
    t.realtime$.next({ type: REALTIME_MESSAGE_TYPE.chat, event: 'read', chat_id: 7, reader_uid: PEER, read_mtime: 1 });
    // A read mark before every message changes nothing: the same objects.
    expect(chat.state$.getValue().messages).toEqual(sent);
    chat.state$.getValue().messages.forEach((view, i) => expect(view).toBe(sent[i]));
    const own = sent.find((m) => m.mine);
    t.realtime$.next({ type: REALTIME_MESSAGE_TYPE.chat, event: 'read', chat_id: 7, reader_uid: PEER, read_mtime: own!.mtime });
    const read = chat.state$.getValue().messages;
    expect(read.find((m) => m.mine)).not.toBe(own);
    expect(read.find((m) => m.mine)?.read).toBe(true);
    expect(read[0]).toBe(sent[0]);
  });

  it('tells the open chat to play a gift that arrives live, once, and not one the gap fill brings', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    const notices: ChatNotice[] = [];
    chat.notices$.subscribe((notice) => notices.push(notice));
    const gift = (id: number) => testServerMessage(id, { msg_type: MSG_TYPE.gift, msg_content: JSON.stringify({ gift_id: 3, title: 'Rose', icon: '/r.png', price: 10, number: 1, svga_url: '/gifts/svga/3.svga' }) });
    t.syncPages$.next([gift(3)]);
    t.realtime$.next(pushMessage(gift(4)));
    t.realtime$.next(pushMessage(gift(4)));
    await flush();
    expect(notices).toEqual([{ kind: 'gift-arrived', key: 's4', title: 'Rose', icon: '/r.png', svgaUrl: '/gifts/svga/3.svga' }]);
  });

  it('explains, instead of silently failing again, a queued picture whose file did not survive a reload', async () => {
    const storage = new InMemoryStorage();
    const lost: OutboxEntry = { client_msg_id: 'p1', peer_uid: PEER, chat_id: 7, chat_type: 1, msg_type: MSG_TYPE.image, msg_content: null, created_at: 5, status: 'pending' };
    storage.write('msg-outbox', [lost], SELF);
    const t = setup({}, storage);
    const chat = t.services.openChat(PEER);
    await t.services.drainOutbox();
    await flush();
    const notices: ChatNotice[] = [];
    chat.notices$.subscribe((notice) => notices.push(notice));
    expect(chat.state$.getValue().messages.find((m) => m.key === 'p1')?.sendState).toBe('failed');
    expect(await chat.resend('p1')).toEqual({ ok: false, error: { code: 'MSG.FILE_LOST' } });
    expect(notices).toEqual([{ kind: 'file-lost', key: 'p1' }]);
    expect(t.sent.filter((call) => call.path === '/msg/send')).toEqual([]);
  });

  it('updates the price line above the input from each send answer', async () => {
    let left = 3;
    const t = setup({
      '/msg/detail': { data: { ...detail, send_alert_tips: '3 free messages left', send_limit_level: 1 } },
      '/msg/send': (payload) => ({ data: testSendAnswer(200 + left, String(payload['client_msg_id']), { send_limit_level: 1, tips: `${(left -= 1)} free messages left` }) }),
    });
    const chat = t.services.openChat(PEER);
    await flush();
    expect(chat.state$.getValue().detail?.send_alert_tips).toBe('3 free messages left');
    chat.send({ kind: 'text', text: 'one' });
    await t.services.drainOutbox();
    expect(chat.state$.getValue().detail?.send_alert_tips).toBe('2 free messages left');
    chat.send({ kind: 'text', text: 'two' });
    await t.services.drainOutbox();
    expect(chat.state$.getValue().detail?.send_alert_tips).toBe('1 free messages left');
  });

  it('masks screened words before sending and keeps the original for the sender', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    chat.send({ kind: 'text', text: 'you badword' });
    await t.services.drainOutbox();
    const send = t.sent.find((call) => call.path === '/msg/send');
    const content = JSON.parse(String((send?.payload['data'] as { msg_content: string }).msg_content)) as { content: string; original_content: string };
    expect(content.content).toBe(`you ${SCREEN_MASK}`);
    expect(content.original_content).toBe('you badword');
    expect(send?.payload['sensitive_type']).toBe(1);
  });

  it('refuses blank text with a blank notice and queues nothing', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    const notices: ChatNotice[] = [];
    chat.notices$.subscribe((notice) => notices.push(notice));
    expect(chat.send({ kind: 'text', text: '  \n ' })).toEqual({ ok: false, error: { code: 'MSG.BLANK' } });
    expect(notices).toEqual([{ kind: 'blank' }]);
    expect(t.services.outbox.entries()).toEqual([]);
  });

  it('resends a failed message with the same client id, and will not resend flagged text', async () => {
    let fail = true;
    const t = setup({ '/msg/send': (payload) => (fail ? { error: { code: 'API.REJECTED', msg: 'no', result: -2, data: { tips: 'no' } } } : { data: testSendAnswer(300, String(payload['client_msg_id'])) }) });
    const chat = t.services.openChat(PEER);
    await flush();
    const sent = chat.send({ kind: 'text', text: 'hi' });
    const flagged = chat.send({ kind: 'text', text: 'badword' });
    await t.services.drainOutbox();
    if (!sent.ok || !flagged.ok) throw new Error('queued');
    expect(chat.state$.getValue().messages.filter((m) => m.mine).map((m) => [m.sendState, m.canResend])).toEqual([['failed', true], ['failed', false]]);
    expect(await chat.resend(flagged.key)).toEqual({ ok: false, error: { code: 'MSG.NOT_RETRIABLE' } });
    fail = false;
    expect(await chat.resend(sent.key)).toEqual({ ok: true });
    const ids = t.sent.filter((call) => call.path === '/msg/send').map((call) => call.payload['client_msg_id']);
    expect(ids).toEqual([sent.key, flagged.key, sent.key]);
  });

  it('translates a received text: loading, then done; a refusal goes back to idle', async () => {
    const t = setup();
    const chat = t.services.openChat(PEER);
    await flush();
    const key = chat.state$.getValue().messages[0]!.key;
    const pending = chat.translate(key);
    expect(chat.state$.getValue().messages[0]!.translation).toEqual({ status: 'loading' });
    await pending;
    expect(chat.state$.getValue().messages[0]!.translation).toEqual({ status: 'done', text: 'hola' });
    const refusing = setup({ '/translate/index': { error: { code: 'API.REJECTED', msg: 'not available', result: -1 } } });
    const other = refusing.services.openChat(PEER);
    await flush();
    await other.translate(other.state$.getValue().messages[0]!.key);
    expect(other.state$.getValue().messages[0]!.translation).toEqual({ status: 'idle' });
  });

  it('translates received messages by itself when auto-translate is on, never own ones', async () => {
    const t = setup({ '/user/sync-permission': { data: {} } });
    await t.services.setAutoTranslate(true);
    const chat = t.services.openChat(PEER);
    await flush();
    t.realtime$.next(pushMessage(testServerMessage(5, { mtime: 60_000 })));
    t.realtime$.next(pushMessage(testServerMessage(6, { mtime: 61_000, send_uid: SELF }), testChatUser(SELF)));
    await flush();
    expect(t.sent.filter((call) => call.path === '/translate/index').map((call) => call.payload['content'])).toEqual(['m5']);
  });

  it('deletes a server message with /msg/delete and a local failed one without a call', async () => {
    const t = setup({ '/msg/send': { error: { code: 'API.REJECTED', msg: '', result: -3, data: { tips: '' } } } });
    const chat = t.services.openChat(PEER);
    await flush();
    const local = chat.send({ kind: 'text', text: 'x' });
    await t.services.drainOutbox();
    if (!local.ok) throw new Error('queued');
    await chat.deleteMessage(local.key);
    await chat.deleteMessage(chat.state$.getValue().messages[0]!.key);
    expect(textsOf(chat)).toEqual(['m2']);
    expect(t.sent.filter((call) => call.path === '/msg/delete')).toHaveLength(1);
    expect(t.services.outbox.entries()).toEqual([]);
  });

  it('shows a message banner for a chat that is not open, and none for the open chat', async () => {
    const t = setup();
    t.realtime$.next(pushMessage(testServerMessage(8, { chat_id: 8 }), testChatUser(3)));
    expect(t.services.banner.current$.getValue()?.sender.uid).toBe(3);
    expect(t.services.banner.tap()).toBe(3);
    expect(t.services.banner.current$.getValue()).toBeNull();
    t.services.openChat(PEER);
    await flush();
    t.realtime$.next(pushMessage(testServerMessage(9)));
    expect(t.services.banner.current$.getValue()).toBeNull();
  });

  it('drains the outbox when the channel comes back', async () => {
    let offline = true;
    const t = setup({ '/msg/send': (payload) => (offline ? { error: { code: 'API.NETWORK', msg: '' } } : { data: testSendAnswer(400, String(payload['client_msg_id'])) }) });
    const chat = t.services.openChat(PEER);
    await flush();
    chat.send({ kind: 'text', text: 'later' });
    await t.services.drainOutbox();
    expect(t.services.outbox.entries()).toHaveLength(1);
    offline = false;
    t.online$.next();
    await t.services.drainOutbox();
    expect(t.services.outbox.entries()).toHaveLength(0);
  });
});
