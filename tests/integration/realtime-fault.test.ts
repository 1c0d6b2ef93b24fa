import type { Socket } from 'node:net';
import { filter, firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MqttRealtime } from '../../src/adapters/realtime/mqtt-realtime.js';
import { InMemoryStorage } from '../../src/adapters/storage/in-memory-storage.js';
import { chatEventSchema } from '../../src/application/contracts/msg/chat-event.js';
import type { SendAnswerData } from '../../src/application/contracts/msg/send-message.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { createGapFillSync, type GapFillSync } from '../../src/application/lifecycle/gap-fill-sync.js';
import type { RealtimeConnectionState } from '../../src/application/ports/realtime.port.js';
import { CHAT_TYPE, MSG_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { mergeMessages } from '../../src/domain/messages/merge-messages.js';
import type { ChatMessage } from '../../src/domain/messages/message.js';
import { REALTIME_CONNECTION_STATE as STATE } from '../../src/domain/session/index.js';
import { sleep, startMessagingServer, until, type MessagingServer, type TestUser } from '../support/messaging-harness.js';
import { brokerLoginFor } from '../support/broker-login.js';

/** Messages A sends; B's socket is cut after the CUT_AFTER-th ones. */
const MESSAGE_COUNT = 60;
const CUT_AFTER = [20, 40] as const;
/** Messages sent while B is cut off, before the test waits for its reconnect. */
const SENT_WHILE_DOWN = 10;
/** Sends repeated with the client id of an earlier one: one while B is down, one while it is up. */
const RETRIED = [25, 35] as const;
/** Long enough for a stray late copy (a redelivered push, a late sync page) to show up. */
const QUIET_MS = 500;
const WAIT_MS = 10_000;

let env: MessagingServer;
/** Every WebSocket upgrade the server accepted, so the test can cut B off from the server's side. */
const sockets: Socket[] = [];

beforeAll(async () => {
  // Neither side is a host, so every message is free: no coins are involved.
  env = await startMessagingServer();
  env.server.app.server.on('upgrade', (_request, socket: Socket) => sockets.push(socket));
});
afterAll(async () => env.close());

const clientIdOf = (n: number): string => `fault-${n}`;

async function send(from: TestUser, to: number, n: number): Promise<SendAnswerData> {
  const result = await from.http.request(msgSendContract, {
    to_uid: to,
    chat_type: CHAT_TYPE.private,
    data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: String(n) }) },
    client_msg_id: clientIdOf(n),
  });
  if (!result.ok) throw new Error(`send ${n} refused: ${result.error.msg} (${result.error.result})`);
  if (!('id' in result.data)) throw new Error(`send ${n} answered ${result.code} without a message`);
  return result.data;
}

/** A server message as the chat list holds it (the wire's null client id is "none"). */
const toChatMessage = (message: SyncMessage): ChatMessage => ({ ...message, client_msg_id: message.client_msg_id ?? undefined });

/**
 * B's client core: the realtime adapter (type-1 pushes) and the /msg/sync gap fill (run
 * after every reconnect), both merged into one chat list with the domain's merge.
 */
function startReceiver(uid: number, http: TestUser['http']) {
  const wsUrl = `${env.server.baseUrl.replace(/^http/, 'ws')}/mqtt`;
  const realtime = new MqttRealtime({ now: () => Date.now(), isVisible: () => true, checkDevice: async () => 'reconnect' });
  const gapFill: GapFillSync = createGapFillSync({ http, storage: new InMemoryStorage(), uid, reconnected$: realtime.reconnected$ });
  let list: ChatMessage[] = [];
  const received = { pushes: 0, syncPages: 0, reconnects: 0 };
  const states: RealtimeConnectionState[] = [];

  realtime.state$.subscribe((state) => states.push(state));
  realtime.reconnected$.subscribe(() => (received.reconnects += 1));
  realtime.messages$.subscribe((payload) => {
    if (payload.type !== REALTIME_MESSAGE_TYPE.chat) return;
    const event = chatEventSchema.safeParse(payload);
    if (!event.success || event.data.event !== 'message') return;
    received.pushes += 1;
    list = mergeMessages(list, [toChatMessage(event.data.message)]);
  });
  gapFill.messages$.subscribe((page) => {
    received.syncPages += 1;
    list = mergeMessages(list, page.map(toChatMessage));
  });
  realtime.start(async () => {
    const login = await brokerLoginFor(env.server.app, env.server.database.db, uid, 'fault-phone');
    return { url: wsUrl, clientId: login.client_id, username: login.username, password: login.password };
  });

  return {
    realtime,
    gapFill,
    received,
    states,
    list: (): readonly ChatMessage[] => list,
    connected: () => firstValueFrom(realtime.state$.pipe(filter((state) => state === STATE.connected))),
    reconnecting: () => firstValueFrom(realtime.state$.pipe(filter((state) => state === STATE.reconnecting))),
    gapFillIdle: () => firstValueFrom(gapFill.state$.pipe(filter((state) => !state.running))),
    async stop() {
      gapFill.dispose();
      await realtime.stop();
    },
  };
}

/** Cuts B's WebSocket from the server's side (no DISCONNECT packet, like a dropped network). */
function cutReceiver(): number {
  const cut = sockets.splice(0);
  for (const socket of cut) socket.destroy();
  return cut.length;
}

describe('realtime fault: the broker connection is cut while messages are sent', () => {
  it('leaves the receiver with every message exactly once, in send order, after reconnects and the gap fill', { timeout: 30_000 }, async () => {
    const ana = await env.user({ nickname: 'Ana' });
    const ben = await env.user({ nickname: 'Ben' });
    const receiver = startReceiver(ben.uid, ben.http);
    await receiver.connected();
    await receiver.gapFill.run();

    const answers: SendAnswerData[] = [];
    const retries: SendAnswerData[] = [];
    for (let n = 1; n <= MESSAGE_COUNT; n++) {
      answers.push(await send(ana, ben.uid, n));
      if (RETRIED.some((r) => r === n)) retries.push(await send(ana, ben.uid, n));
      const cutIndex = CUT_AFTER.findIndex((at) => at === n);
      if (cutIndex >= 0) {
        const reconnecting = receiver.reconnecting();
        expect(cutReceiver()).toBeGreaterThan(0);
        await reconnecting;
      }
      // Some messages go out while B is down; then B must be back before the next cut.
      if (CUT_AFTER.some((at) => at + SENT_WHILE_DOWN === n)) {
        await until(() => receiver.received.reconnects === CUT_AFTER.filter((at) => at < n).length, WAIT_MS);
      }
    }
    await until(() => receiver.received.reconnects === CUT_AFTER.length, WAIT_MS);
    await receiver.gapFillIdle();
    await until(() => receiver.list().length >= MESSAGE_COUNT, WAIT_MS);
    await sleep(QUIET_MS);
    await receiver.gapFillIdle();
    const list = receiver.list();
    await receiver.stop();

    // The cuts really happened and were healed: two reconnects, the gap fill ran.
    expect(receiver.states.filter((state) => state === STATE.reconnecting)).toHaveLength(CUT_AFTER.length);
    expect(receiver.received.reconnects).toBe(CUT_AFTER.length);
    expect(receiver.received.syncPages).toBeGreaterThan(0);
    expect(receiver.gapFill.state$.getValue().error).toBeNull();

    // A retried send is the same message.
    expect(retries.map((r) => r.id)).toEqual(RETRIED.map((n) => answers[n - 1]?.id));

    // Exactly the 60 messages, each once, in send order.
    const ids = list.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(answers.map((a) => a.id));
    expect(list.map((m) => m.client_msg_id)).toEqual(answers.map((_, i) => clientIdOf(i + 1)));
    expect(list.map((m) => (JSON.parse(m.msg_content) as { content: string }).content)).toEqual(
      Array.from({ length: MESSAGE_COUNT }, (_, i) => String(i + 1)),
    );
    expect(list.every((m) => m.send_uid === ana.uid && m.chat_id === answers[0]?.chat_id)).toBe(true);
  });
});
