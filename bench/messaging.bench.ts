/**
 * Messaging through the whole stack on the embedded PGlite: the browser's request client
 * (crypto-js codec), /msg/send (screening, price, one transaction), the realtime push to
 * the receiver's MQTT session. Figures: sends per second one after another, the time from
 * a send's start to the receiver's push (p50, p95), and a /msg/list page over 100 chats.
 */
import { msgListContract } from '../src/application/contracts/msg/list.contract.js';
import { msgSendContract } from '../src/application/contracts/msg/send.contract.js';
import { CHAT_TYPE, INBOX_TAB, MSG_TYPE } from '../src/domain/constants.js';
import { startMessagingServer, until } from '../tests/support/messaging-harness.js';
import type { Figure } from './figure.js';

const SENDS = 300;
const CHATS = 100;
const LIST_READS = 50;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

export async function run(): Promise<Figure[]> {
  const env = await startMessagingServer();
  try {
    const [ana, ben] = await Promise.all([env.user(), env.user()]);
    if (ana === undefined || ben === undefined) throw new Error('users missing');
    const phone = await env.session(ben.uid, 'phone');
    const started = new Map<number, number>();
    const latencies: number[] = [];
    phone.client.on('message', () => {
      const event = phone.events.at(-1);
      if (event?.event !== 'message') return;
      const at = started.get(Number(JSON.parse(event.message.msg_content).content));
      if (at !== undefined) latencies.push(performance.now() - at);
    });
    const t0 = performance.now();
    for (let i = 0; i < SENDS; i++) {
      started.set(i, performance.now());
      const result = await ana.http.request(msgSendContract, { to_uid: ben.uid, chat_type: CHAT_TYPE.private, client_msg_id: `bench-${i}`, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: String(i) }) } });
      if (!result.ok) throw new Error(result.error.msg);
    }
    const sendsPerSecond = (SENDS * 1_000) / (performance.now() - t0);
    await until(() => latencies.length === SENDS, 10_000);

    const senders = await Promise.all(Array.from({ length: CHATS }, () => env.user()));
    for (const sender of senders) {
      await sender.http.request(msgSendContract, { to_uid: ana.uid, chat_type: CHAT_TYPE.private, data: { msg_type: MSG_TYPE.text, msg_content: '{"content":"hi"}' } });
    }
    const listTimes: number[] = [];
    for (let i = 0; i < LIST_READS; i++) {
      const t = performance.now();
      const page = await ana.http.request(msgListContract, { type: INBOX_TAB.all });
      if (!page.ok) throw new Error(page.error.msg);
      listTimes.push(performance.now() - t);
    }
    return [
      { name: `msg/send one after another (${SENDS}, browser codec, PGlite)`, value: sendsPerSecond, unit: 'sends/s' },
      { name: 'send start to receiver push, p50', value: percentile(latencies, 0.5), unit: 'ms' },
      { name: 'send start to receiver push, p95', value: percentile(latencies, 0.95), unit: 'ms' },
      { name: `msg/list first page over ${CHATS + 1} chats, p50`, value: percentile(listTimes, 0.5), unit: 'ms' },
    ];
  } finally {
    await env.close();
  }
}
