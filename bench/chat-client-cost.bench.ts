/**
 * The client's messaging core per message, without the network (issue #17: the
 * message-delivery bench's load generator spends ~5 ms of CPU a message on its 200 apps
 * against ~1 ms a bare hop, and its thread is where a send meets another app's work). One
 * device with one open chat (HISTORY messages loaded) sends a text and gets one, over and
 * over, through the same use cases the browser composes (createMessagingServices): the
 * outbox, the send's answer, its own push, the peer's read mark; the peer's message, the
 * read mark it sends, the echo of that mark. The app shell's own listeners of the channel
 * (presence, server instructions, own-account updates) hear every payload as well. The server is a scripted HttpPort (contracts
 * checked both ways) and the channel a Subject fed the payloads the server pushes, so
 * what is timed is the core's own work (store, chat view, inbox, zod), not sockets or
 * crypto. CPU from process.cpuUsage, which the machine's load stretches far less than
 * wall time; the median of ROUNDS fresh cores.
 */
import { Subject } from 'rxjs';
import { InMemoryStorage } from '../src/adapters/storage/in-memory-storage.js';
import { REALTIME_MESSAGE_TYPE } from '../src/domain/constants.js';
import type { SyncMessage } from '../src/application/contracts/msg/sync-message.js';
import { createMessagingServices } from '../src/application/messages/create-messaging-services.js';
import { fakeUpload, manualSchedule, testChatUser, testSendAnswer, testServerMessage } from '../src/application/messages/messaging-test-kit.js';
import type { RealtimeMessage } from '../src/application/ports/realtime.port.js';
import { createPresenceStore } from '../src/application/presence/presence-store.js';
import { followRealtimeInstructions } from '../src/application/server-instructions/follow-realtime-instructions.js';
import { ownAccountUpdates } from '../src/application/session/own-account-updates.js';
import { createScriptedHttp } from '../src/application/session/session-test-kit.js';
import type { Figure } from './figure.js';

const SELF = 1;
const PEER = 2;
const CHAT_ID = 7;
/** One page of history, as a chat opens with (the contract caps a page at 20). */
const HISTORY = 20;
const PER_ROUND = Number(process.env['BENCH_CLIENT_MESSAGES'] ?? 250);
const ROUNDS = 9;
const WARM_UP = 50;

const turn = () => new Promise((resolve) => setImmediate(resolve));
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** CPU ms per sent + received pair over `count` pairs after a warm-up, on a fresh core. */
async function round(count: number): Promise<number> {
  let nextId = 1_000;
  let clock = 1_000_000;
  let readMtime = 0;
  const { http } = createScriptedHttp({
    '/msg/list': { data: { list: [], has_more: 0, last_sync_mtime: 0, last_chat_id: 0, unread: 0, follow_unread: 0 } },
    '/msg/get-total-unread': { data: { follow_unread_count: 0, unread_count: 0 } },
    '/other/sensitive': { data: { list: [{ type: 1, version: 1, content: ['badword'] }] } },
    '/msg/detail': {
      data: {
        chat_id: CHAT_ID, chat_type: 1, user_info: testChatUser(PEER), album: [], album_count: 0, chat_is_reply: 1, mine_is_reply: 1,
        send_alert_tips: '', send_limit_level: 0, price: 0, free_left: 0, peer_read_mtime: 0,
      },
    },
    '/msg/send-status': { data: { sensitive_status: 0 } },
    '/msg/sync-detail': { data: { list: Array.from({ length: HISTORY }, (_, i) => testServerMessage(i + 1)), user_infos: {}, has_more: 1, peer_read_mtime: 0 } },
    '/msg/read': () => ({ data: { read_mtime: readMtime } }),
    '/msg/send': (payload) => ({
      data: testSendAnswer((nextId += 1), String(payload['client_msg_id']), { mtime: (clock += 1), ctime: Math.floor(clock / 1000), msg_content: String((payload['data'] as { msg_content: string }).msg_content) }),
    }),
  });
  const realtime$ = new Subject<RealtimeMessage>();
  let clientIds = 0;
  const core = createMessagingServices({
    http, upload: fakeUpload(), storage: new InMemoryStorage(), realtime$, syncPages$: new Subject<readonly SyncMessage[]>(), online$: new Subject<void>(),
    selfUid: SELF, signedIn: true, hasRecharged: () => false, language: () => 'es', now: () => clock, schedule: manualSchedule().schedule,
    newClientMsgId: () => `c${(clientIds += 1)}`, presence: createPresenceStore(realtime$),
  });
  // The browser's other listeners of every realtime payload (the app shell's): each looks at a chat message too.
  const shell = followRealtimeInstructions({ messages$: realtime$, callbacks: { dispatch: () => 0 }, toast: () => undefined, reportConversion: () => undefined });
  shell.add(ownAccountUpdates(realtime$, () => SELF).subscribe());
  const chat = core.openChat(PEER);
  while (chat.state$.getValue().status === 'loading') await turn();
  const self = testChatUser(SELF);
  const peer = testChatUser(PEER);
  const push = (message: SyncMessage, sender: typeof peer) => realtime$.next({ type: REALTIME_MESSAGE_TYPE.chat, event: 'message', message, sender });
  const read = (readerUid: number, mtime: number) => realtime$.next({ type: REALTIME_MESSAGE_TYPE.chat, event: 'read', chat_id: CHAT_ID, reader_uid: readerUid, read_mtime: mtime });

  const pair = async (seq: number): Promise<void> => {
    // Sent: the outbox, /msg/send's answer, the server's push to this user's sessions, the peer's read mark.
    chat.send({ kind: 'text', text: `s${seq}` });
    await core.drainOutbox();
    const own = core.store.log(CHAT_ID).messages.at(-1);
    if (own === undefined || own.id === null) throw new Error('the send did not settle');
    push({ ...own, ctime: Math.floor(own.mtime / 1000), client_msg_id: own.client_msg_id ?? null }, self);
    read(PEER, own.mtime);
    // Received: the peer's message, this chat's /msg/read (answered), the echo of that mark.
    const mtime = (clock += 1);
    readMtime = mtime;
    push(testServerMessage((nextId += 1), { chat_id: CHAT_ID, send_uid: PEER, mtime, ctime: Math.floor(mtime / 1000), msg_content: JSON.stringify({ content: `r${seq}` }) }), peer);
    await turn();
    read(SELF, mtime);
  };

  for (let seq = 0; seq < WARM_UP; seq++) await pair(seq);
  const before = process.cpuUsage();
  for (let seq = 0; seq < count; seq++) await pair(WARM_UP + seq);
  const used = process.cpuUsage(before);
  const held = core.store.log(CHAT_ID).messages.length;
  core.dispose();
  shell.unsubscribe();
  if (held !== HISTORY + 2 * (WARM_UP + count)) throw new Error(`the chat holds ${held} messages, not ${HISTORY + 2 * (WARM_UP + count)}`);
  return (used.user + used.system) / 1_000 / count;
}

export async function run(): Promise<Figure[]> {
  const perPair: number[] = [];
  for (let i = 0; i < ROUNDS; i++) perPair.push(await round(PER_ROUND));
  const held = `${HISTORY} → ${HISTORY + 2 * (WARM_UP + PER_ROUND)} messages in the chat`;
  return [
    { name: `messaging core CPU per sent + received text (one open chat, ${held}, scripted server, no network; median of ${ROUNDS})`, value: median(perPair), unit: 'ms' },
  ];
}
