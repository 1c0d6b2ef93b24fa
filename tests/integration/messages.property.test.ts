import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgListContract } from '../../src/application/contracts/msg/list.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { msgSyncDetailContract } from '../../src/application/contracts/msg/sync-detail.contract.js';
import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { msgSyncContract } from '../../src/application/contracts/msg/sync.contract.js';
import { CHAT_TYPE, INBOX_TAB, MSG_TYPE } from '../../src/domain/constants.js';
import { compareCursor } from '../../src/domain/messages/message-cursor.js';
import { startMessagingServer, type MessagingServer, type TestUser } from '../support/messaging-harness.js';

/**
 * A model test: random steps, each a batch of operations run at once — new sends, retries
 * of earlier sends (same client id, same text; also while the first is in flight) and reads
 * (/msg/sync-detail, /msg/list, /msg/sync). Whatever the interleaving, the server must hold
 * every message exactly once, keep each sender's order across steps, and every read must
 * see the messages in the order they finally have.
 */
const PEOPLE = 3;
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), from: person, hop: fc.integer({ min: 1, max: PEOPLE - 1 }) }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('read' as const), who: person, what: fc.constantFrom('detail' as const, 'list' as const, 'sync' as const) }),
);
const scenario = fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });

interface Issued {
  readonly clientId: string;
  readonly from: number;
  readonly to: number;
  readonly text: string;
  /** The step of the first attempt: sends of one sender in later steps must come later. */
  readonly step: number;
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

let env: MessagingServer;
let run = 0;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

/** A chat's whole history as `reader` sees it, paging back with /msg/sync-detail. */
async function wholeChat(reader: TestUser, chatId: number): Promise<SyncMessage[]> {
  const pages: SyncMessage[][] = [];
  let before: { readonly mtime: number; readonly before_id: number } | null = null;
  for (;;) {
    const page = await reader.http.request(msgSyncDetailContract, { chat_id: chatId, chat_type: CHAT_TYPE.private, ...(before ?? {}) });
    if (!page.ok) throw new Error(page.error.msg);
    const list: SyncMessage[] = page.data.list;
    pages.unshift(list);
    const oldest = list[0];
    if (page.data.has_more === 0 || oldest === undefined) return pages.flat();
    before = { mtime: oldest.mtime, before_id: oldest.id };
  }
}

/** Everything /msg/sync gives `reader` from the beginning, page after page. */
async function wholeSync(reader: TestUser): Promise<SyncMessage[]> {
  const all: SyncMessage[] = [];
  let cursor = { last_sync_mtime: 0, last_sync_id: 0 };
  for (;;) {
    const page = await reader.http.request(msgSyncContract, cursor);
    if (!page.ok) throw new Error(page.error.msg);
    all.push(...page.data.list);
    if (page.data.has_more === 0) return all;
    cursor = { last_sync_mtime: page.data.last_sync_mtime, last_sync_id: page.data.last_sync_id };
  }
}

describe('messaging model', () => {
  it('never loses, duplicates or reorders messages, whatever the interleaving of sends, retries and reads', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (steps) => {
        run += 1;
        const people = await Promise.all(Array.from({ length: PEOPLE }, () => env.user()));
        const issued: Issued[] = [];
        const idOf = new Map<string, number>();
        const chatOf = new Map<string, number>();
        /** Every read made during the run, as the messages it listed in order. */
        const reads: SyncMessage[][] = [];

        for (const [step, batch] of steps.entries()) {
          const work = batch.map((op, index) => {
            if (op.kind === 'read') {
              const reader = people[op.who] as TestUser;
              if (op.what === 'list') return reader.http.request(msgListContract, { type: INBOX_TAB.all }).then((r) => expect(r.ok).toBe(true));
              if (op.what === 'sync') return wholeSync(reader).then((list) => reads.push(list));
              const chatId = chatOf.get(pairKey(op.who, (op.who + 1) % PEOPLE));
              return chatId === undefined ? Promise.resolve() : wholeChat(reader, chatId).then((list) => reads.push(list));
            }
            let send: Issued | undefined;
            if (op.kind === 'send') {
              send = { clientId: `run${run}-s${step}-${index}`, from: op.from, to: (op.from + op.hop) % PEOPLE, text: `m ${step}.${index}`, step };
              issued.push(send);
            } else {
              send = issued.length === 0 ? undefined : issued[op.pick % issued.length];
            }
            if (send === undefined) return Promise.resolve();
            const { clientId, from, to, text } = send;
            return (people[from] as TestUser).http
              .request(msgSendContract, { to_uid: (people[to] as TestUser).uid, chat_type: CHAT_TYPE.private, client_msg_id: clientId, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: text }) } })
              .then((result) => {
                if (!result.ok || !('id' in result.data)) throw new Error(`send ${clientId} refused`);
                // A retry answers with the message the first attempt stored: never a second one.
                expect(idOf.get(clientId) ?? result.data.id).toBe(result.data.id);
                idOf.set(clientId, result.data.id);
                chatOf.set(pairKey(from, to), result.data.chat_id);
              });
          });
          await Promise.all(work);
        }

        const finalOrder = new Map<number, number>();
        for (const [pair, chatId] of chatOf) {
          const [low] = pair.split('-').map(Number);
          const history = await wholeChat(people[low ?? 0] as TestUser, chatId);
          const expected = issued.filter((s) => pairKey(s.from, s.to) === pair);
          // No loss, no duplicate: each client id once, and nothing else.
          expect(history.map((m) => m.client_msg_id).sort()).toEqual(expected.map((s) => s.clientId).sort());
          // The chat's order is the (mtime, id) order and keeps each sender's steps in order.
          history.forEach((m, i) => {
            finalOrder.set(m.id, i);
            const next = history[i + 1];
            if (next !== undefined) expect(compareCursor(m, next)).toBeLessThan(0);
          });
          const stepOf = new Map(expected.map((s) => [s.clientId, s.step]));
          for (const sender of people) {
            const steps = history.filter((m) => m.send_uid === sender.uid).map((m) => stepOf.get(m.client_msg_id ?? '') ?? -1);
            expect(steps).toEqual([...steps].sort((a, b) => a - b));
          }
        }
        // Reads made along the way never saw a message twice, nor two of one chat out of their final order.
        for (const list of reads) {
          expect(new Set(list.map((m) => m.id)).size).toBe(list.length);
          for (const chatId of new Set(list.map((m) => m.chat_id))) {
            const positions = list.filter((m) => m.chat_id === chatId).map((m) => finalOrder.get(m.id) ?? -1);
            expect(positions.every((at) => at >= 0)).toBe(true);
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
          }
        }
        // /msg/sync gives each person every message of their chats once, in (mtime, id) order.
        for (const [index, reader] of people.entries()) {
          const synced = await wholeSync(reader);
          const mine = issued.filter((s) => s.from === index || s.to === index).map((s) => s.clientId).sort();
          expect(synced.map((m) => m.client_msg_id).sort()).toEqual(mine);
          synced.forEach((m, i) => {
            const next = synced[i + 1];
            if (next !== undefined) expect(compareCursor(m, next)).toBeLessThan(0);
          });
        }
      }),
      { numRuns: 15 },
    );
  });
});
