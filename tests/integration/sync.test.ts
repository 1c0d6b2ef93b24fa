import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgSyncAckContract } from '../../src/application/contracts/msg/sync-ack.contract.js';
import { msgSyncContract, type SyncAnswer } from '../../src/application/contracts/msg/sync.contract.js';
import type { PayloadInput } from '../../src/application/contracts/define-contract.js';
import { FREE_COINS_PER_CLAIM } from '../../src/domain/constants.js';
import { compareCursor } from '../../src/domain/messages/message-cursor.js';
import { syncDb } from '../../server/sync/sync-tables.js';
import { ManualClock, startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';
import { MSG_SYNC_PAGE_SIZE } from '../../server/sync/msg-sync.endpoint.js';

const T0 = Date.UTC(2025, 4, 1, 10, 0, 0);
const clock = new ManualClock(T0);
let server: LifecycleServer;

beforeAll(async () => {
  server = await startLifecycleServer({ clock });
});
afterAll(async () => server?.close());

/** A private chat between two users with both inbox rows; returns its id. */
async function openChat(a: number, b: number): Promise<number> {
  const db = server.database.db;
  const chat = await db
    .insertInto('chats')
    .values({ chat_type: 1, user_low: Math.min(a, b), user_high: Math.max(a, b), created_at: T0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('chat_members').values([{ chat_id: chat.id, uid: a, peer_uid: b }, { chat_id: chat.id, uid: b, peer_uid: a }]).execute();
  return chat.id;
}

async function addMessages(chatId: number, sender: number, mtimes: readonly number[], status = 0): Promise<number[]> {
  const rows = await server.database.db
    .insertInto('messages')
    .values(mtimes.map((mtime, i) => ({ chat_id: chatId, send_uid: sender, msg_type: 1, msg_content: JSON.stringify({ content: `m${i}` }), msg_status: status, mtime })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

async function sync(uid: number, payload: PayloadInput<typeof msgSyncContract>): Promise<SyncAnswer> {
  const answer = await server.clientFor(uid).client.request(msgSyncContract, payload);
  if (!answer.ok) throw new Error(`sync failed: ${answer.error.msg}`);
  return answer.data;
}

/** Pages through /msg/sync from `start` the way the client does, collecting every message id. */
async function syncAll(uid: number, start: PayloadInput<typeof msgSyncContract> = {}) {
  const ids: number[] = [];
  const pages: number[] = [];
  let cursor = start;
  for (let page = 0; page < 20; page += 1) {
    const data = await sync(uid, cursor);
    ids.push(...data.list.map((message) => message.id));
    pages.push(data.list.length);
    cursor = { last_sync_mtime: data.last_sync_mtime, last_sync_id: data.last_sync_id };
    if (data.has_more === 0) return { ids, pages, cursor };
  }
  throw new Error('sync never finished');
}

describe('/msg/sync', () => {
  it('delivers every message exactly once, in (mtime, id) order, across pages where hundreds share one mtime', async () => {
    const [alice, bob] = [await server.newUser(), await server.newUser()];
    const chat = await openChat(alice, bob);
    // 450 messages: 300 at one instant (a page boundary falls inside it), then 150 at another.
    const sent = await addMessages(chat, bob, [...Array<number>(300).fill(T0), ...Array<number>(150).fill(T0 + 5)]);

    const { ids, pages } = await syncAll(alice);
    expect(ids).toEqual(sent);
    expect(pages).toEqual([MSG_SYNC_PAGE_SIZE, MSG_SYNC_PAGE_SIZE, 50]);
  });

  it('returns messages in the contract shape and the cursor advanced past them', async () => {
    const [alice, bob] = [await server.newUser(), await server.newUser()];
    const chat = await openChat(alice, bob);
    const [id] = await addMessages(chat, bob, [T0 + 1_234]);
    const data = await sync(alice, {});
    expect(data.list).toEqual([
      { id, chat_id: chat, chat_type: 1, send_uid: bob, mtime: T0 + 1_234, ctime: Math.floor((T0 + 1_234) / 1000), msg_type: 1, msg_content: '{"content":"m0"}', msg_status: 0, client_msg_id: null },
    ]);
    expect({ mtime: data.last_sync_mtime, id: data.last_sync_id }).toEqual({ mtime: T0 + 1_234, id });
    expect(data.has_more).toBe(0);
  });

  it('picks up a message that arrives later with the same mtime as the cursor, and nothing twice', async () => {
    const [alice, bob] = [await server.newUser(), await server.newUser()];
    const chat = await openChat(alice, bob);
    const first = await addMessages(chat, bob, [T0, T0]);
    const { cursor } = await syncAll(alice);
    const late = await addMessages(chat, bob, [T0]);
    const again = await syncAll(alice, cursor);
    expect(again.ids).toEqual(late);
    expect(again.ids).not.toContain(first[0]);
  });

  it('keeps the cursor where it was when nothing is new', async () => {
    const alice = await server.newUser();
    const data = await sync(alice, { last_sync_mtime: T0 + 50, last_sync_id: 7 });
    expect(data).toMatchObject({ list: [], last_sync_mtime: T0 + 50, last_sync_id: 7, has_more: 0 });
  });

  it("shows only the caller's chats: not others', not deleted on their side, not before a clear mark, hidden ones only to their sender", async () => {
    const [alice, bob, carol] = [await server.newUser(), await server.newUser(), await server.newUser()];
    const ab = await openChat(alice, bob);
    const bc = await openChat(bob, carol);
    const [kept, deleted] = await addMessages(ab, bob, [T0 + 10, T0 + 11]);
    const [hiddenByBob] = await addMessages(ab, bob, [T0 + 12], 2);
    const [cleared] = await addMessages(ab, alice, [T0 + 1]);
    await addMessages(bc, bob, [T0 + 13]);
    await server.database.db.insertInto('message_deletions').values({ uid: alice, message_id: deleted!, deleted_at: T0 }).execute();
    await server.database.db.updateTable('chat_members').set({ cleared_before_mtime: T0 + 5 }).where('chat_id', '=', ab).where('uid', '=', alice).execute();

    expect((await syncAll(alice)).ids).toEqual([kept]);
    expect((await syncAll(bob)).ids).toEqual(expect.arrayContaining([cleared, kept, deleted, hiddenByBob]));
  });

  it('starts from ctime (seconds) when an older client sends no last_sync_mtime', async () => {
    const [alice, bob] = [await server.newUser(), await server.newUser()];
    const chat = await openChat(alice, bob);
    const [, after] = await addMessages(chat, bob, [T0 - 2_000, T0 + 2_000]);
    expect((await syncAll(alice, { ctime: T0 / 1000 })).ids).toEqual([after]);
  });

  it('carries the account state and the payment events not yet acknowledged', async () => {
    const alice = await server.newUser({ nickname: 'Alice', banned_at: T0 - 1, banned_reason: 'fraud' });
    await server.database.db
      .insertInto('pay_events')
      .values([
        { uid: alice, order_no: 'A-1', kind: 'success', payload: JSON.stringify({ coins: 100 }), created_at: T0 },
        { uid: alice, order_no: 'A-2', kind: 'success', payload: JSON.stringify({ coins: 5 }), created_at: T0, acked_at: T0 },
      ])
      .execute();
    const data = await sync(alice, {});
    expect(data.user_info).toMatchObject({ uid: alice, nickname: 'Alice' });
    expect(data).toMatchObject({ free_coins: FREE_COINS_PER_CLAIM, wheel_free_chance: 0, banned_infos: { reason: 'fraud', banned_at: T0 - 1, until: null } });
    expect(data.pay_event_list).toEqual([{ event_id: expect.any(Number), order_no: 'A-1', kind: 'success', data: { coins: 100 }, created_at: T0 }]);
  });
});

describe('/msg/sync-ack', () => {
  it('remembers the furthest cursor and never moves it back', async () => {
    const alice = await server.newUser();
    const { client } = server.clientFor(alice);
    const stored = async () =>
      syncDb(server.database.db).selectFrom('sync_acks').select(['last_sync_mtime as mtime', 'last_sync_id as id']).where('uid', '=', alice).executeTakeFirstOrThrow();
    const acks = [
      { last_sync_mtime: T0 + 100, last_sync_id: 5 },
      { last_sync_mtime: T0 + 50, last_sync_id: 9 },
      { last_sync_mtime: T0 + 100, last_sync_id: 4 },
      { last_sync_mtime: T0 + 100, last_sync_id: 6 },
    ];
    let furthest = { mtime: 0, id: 0 };
    for (const ack of acks) {
      expect((await client.request(msgSyncAckContract, ack)).ok).toBe(true);
      const sent = { mtime: ack.last_sync_mtime, id: ack.last_sync_id };
      if (compareCursor(sent, furthest) > 0) furthest = sent;
      expect(await stored()).toEqual(furthest);
    }
    expect(furthest).toEqual({ mtime: T0 + 100, id: 6 });
  });
});
