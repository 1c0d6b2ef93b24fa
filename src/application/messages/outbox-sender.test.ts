import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { MSG_TYPE } from '../../domain/constants';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { createChatLogStore } from './chat-log-store';
import { fakeUpload, manualSchedule, testSendAnswer } from './messaging-test-kit';
import { createOutbox } from './outbox';
import { createOutboxSender, OUTBOX_RETRY_MS, type OutboxNotice } from './outbox-sender';
import type { OutboxEntry } from './outbox-storage';

const SELF = 1;
const PEER = 2;

const entry = (clientMsgId: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  client_msg_id: clientMsgId, peer_uid: PEER, chat_id: 7, chat_type: 1, msg_type: MSG_TYPE.text,
  msg_content: JSON.stringify({ content: clientMsgId }), created_at: 5, status: 'pending', ...overrides,
});

function setup(send: ScriptedAnswer | ((payload: Record<string, unknown>) => ScriptedAnswer), options: { storage?: InMemoryStorage; hasRecharged?: boolean } = {}) {
  const { http, sent } = createScriptedHttp({
    '/msg/send': send,
    '/upload/params': { data: { is_upload: 1, upload_id: 3, dir: { path: 'a/b.jpg', small_url: '/uploads/a/b.jpg', cover_path: '' }, host: '/uploads', token: 't', date: 'd', upload_type: 'local', headers: {}, url: '/uploads/a/b.jpg' } },
    '/upload/success': { data: { url: '/uploads/a/b.jpg', path: 'a/b.jpg' } },
  });
  const storage = options.storage ?? new InMemoryStorage();
  const store = createChatLogStore();
  const outbox = createOutbox({ storage, store, selfUid: SELF });
  const timers = manualSchedule();
  const upload = fakeUpload();
  const sender = createOutboxSender({
    http, upload, outbox, store, selfUid: SELF,
    hasRecharged: () => options.hasRecharged ?? false, schedule: timers.schedule,
  });
  const notices: OutboxNotice[] = [];
  sender.notices$.subscribe((notice) => notices.push(notice));
  return { http, sent, storage, store, outbox, sender, timers, upload, notices };
}

const sendsOf = (sent: { path: string; payload: Record<string, unknown> }[]) => sent.filter((call) => call.path === '/msg/send').map((call) => call.payload['client_msg_id']);

describe('outbox sender', () => {
  it('sends pending entries in the order they were queued and replaces each local copy with the server one', async () => {
    let id = 10;
    const t = setup((payload) => ({ data: testSendAnswer((id += 1), String(payload['client_msg_id'])) }));
    t.outbox.add(entry('a'));
    t.outbox.add(entry('b'));
    await t.sender.drain();
    expect(sendsOf(t.sent)).toEqual(['a', 'b']);
    expect(t.outbox.entries()).toEqual([]);
    expect(t.store.log(7).messages.map((m) => [m.id, m.client_msg_id, m.send_state])).toEqual([[11, 'a', undefined], [12, 'b', undefined]]);
  });

  it('keeps an entry pending after a network failure, stops the queue and tries again with the same client id', async () => {
    let offline = true;
    const t = setup((payload) => (offline ? { error: { code: 'API.NETWORK', msg: 'offline' } } : { data: testSendAnswer(20, String(payload['client_msg_id'])) }));
    t.outbox.add(entry('a'));
    t.outbox.add(entry('b'));
    await t.sender.drain();
    expect(sendsOf(t.sent)).toEqual(['a']);
    expect(t.outbox.entries().map((e) => e.status)).toEqual(['pending', 'pending']);
    expect(t.timers.pending()).toBe(1);
    expect(t.store.log(7).messages.map((m) => m.send_state)).toEqual(['sending', 'sending']);
    offline = false;
    t.timers.fire();
    await t.sender.drain();
    expect(sendsOf(t.sent)).toEqual(['a', 'a', 'b']);
    expect(t.outbox.entries()).toEqual([]);
  });

  it('survives a reload: a new outbox over the same storage finds the entry and sends it', async () => {
    const storage = new InMemoryStorage();
    const first = setup({ error: { code: 'API.TIMEOUT', msg: '' } }, { storage });
    first.outbox.add(entry('a'));
    await first.sender.drain();
    const second = setup((payload) => ({ data: testSendAnswer(30, String(payload['client_msg_id'])) }), { storage });
    expect(second.store.log(7).messages.map((m) => m.client_msg_id)).toEqual(['a']);
    await second.sender.drain();
    expect(sendsOf(second.sent)).toEqual(['a']);
    expect(second.outbox.entries()).toEqual([]);
  });

  it('leaves the top-up prompt to the answer\'s recharge_alert when ok 6 refuses the send: it notifies with the shortfall and marks it failed', async () => {
    const t = setup({ code: 6, data: { tips: 'Not enough coins', need_coins: 10, diff_coin: 4, balance: 6 } });
    t.outbox.add(entry('a'));
    await t.sender.drain();
    expect(t.outbox.entries()[0]?.status).toBe('failed');
    expect(t.store.log(7).messages[0]?.send_state).toBe('failed');
    expect(t.notices).toEqual([{ peerUid: PEER, notice: { kind: 'recharge-requested', needCoins: 10 } }]);
  });

  it('notifies that coins are short for ok 0 with a shortfall, and shows the message of ok 0 without', async () => {
    const short = setup({ error: { code: 'API.REJECTED', msg: 'Not enough coins', result: 0, data: { tips: 'x', need_coins: 5 } } }, { hasRecharged: true });
    short.outbox.add(entry('a'));
    await short.sender.drain();
    expect(short.notices).toEqual([{ peerUid: PEER, notice: { kind: 'recharge-requested', needCoins: 5 } }]);
    const bad = setup({ error: { code: 'API.REJECTED', msg: 'The message content is not valid', result: 0, data: { tips: 'The message content is not valid' } } });
    bad.outbox.add(entry('a'));
    await bad.sender.drain();
    expect(bad.notices).toEqual([{ peerUid: PEER, notice: { kind: 'refused', msg: 'The message content is not valid' } }]);
  });

  it('adds a recharge line for -1 and a notice line for -2, and nothing for -3', async () => {
    for (const [result, kind] of [[-1, 'recharge'], [-2, 'notice'], [-3, null]] as const) {
      const t = setup({ error: { code: 'API.REJECTED', msg: 'tip', result, data: { tips: 'tip' } } });
      t.outbox.add(entry('a'));
      await t.sender.drain();
      const system = t.store.log(7).messages.flatMap((m) => (m.system === undefined ? [] : [m.system]));
      expect(system).toEqual(kind === null ? [] : [{ kind, tips: 'tip' }]);
      expect(t.outbox.entries()[0]?.status).toBe('failed');
    }
  });

  it('uploads a file draft before sending and sends the uploaded URL', async () => {
    const t = setup((payload) => ({ data: testSendAnswer(40, String(payload['client_msg_id']), { msg_type: MSG_TYPE.image }) }));
    t.outbox.add(entry('p', { msg_type: MSG_TYPE.image, msg_content: null }), { kind: 'image', file: new Blob(['x'], { type: 'image/png' }), width: 4, height: 3 });
    await t.sender.drain();
    const send = t.sent.find((call) => call.path === '/msg/send');
    expect(JSON.parse(String((send?.payload['data'] as { msg_content: string }).msg_content))).toEqual({ image_url: '/uploads/a/b.jpg', small_url: '/uploads/a/b.jpg', image_width: 4, image_height: 3 });
    expect(t.upload.puts).toBe(1);
  });

  it('fails a file entry found after a reload without its file (nothing left to upload)', async () => {
    const storage = new InMemoryStorage();
    storage.write('msg-outbox', [entry('p', { msg_type: MSG_TYPE.image, msg_content: null })], SELF);
    const t = setup({ error: { code: 'API.NETWORK', msg: '' } }, { storage });
    await t.sender.drain();
    expect(t.outbox.entries()[0]?.status).toBe('failed');
    expect(sendsOf(t.sent)).toEqual([]);
  });

  it('goes by to_uid for a first conversation and moves later entries of that peer to the named chat', async () => {
    const t = setup((payload) => ({ data: testSendAnswer(50, String(payload['client_msg_id']), { chat_id: 9 }) }));
    t.outbox.add(entry('a', { chat_id: null }));
    expect(t.store.log(-PEER).messages).toHaveLength(1);
    await t.sender.drain();
    expect(t.sent[0]?.payload).toMatchObject({ to_uid: PEER, client_msg_id: 'a' });
    expect(t.store.log(-PEER).messages).toHaveLength(0);
    expect(t.store.log(9).messages.map((m) => m.id)).toEqual([50]);
  });

  it('schedules the next try OUTBOX_RETRY_MS after a network failure, and none after a refusal', async () => {
    const offline = setup({ error: { code: 'API.NETWORK', msg: '' } });
    offline.outbox.add(entry('a'));
    await offline.sender.drain();
    expect(offline.timers.delays()).toEqual([OUTBOX_RETRY_MS]);
    const refused = setup({ error: { code: 'API.REJECTED', msg: '', result: -3, data: { tips: '' } } });
    refused.outbox.add(entry('a'));
    await refused.sender.drain();
    expect(refused.timers.delays()).toEqual([]);
  });
});
