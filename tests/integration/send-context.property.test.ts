import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import type { Ledger } from '../../server/ledger/ledger-types.js';
import { chatUserRows } from '../../server/messages/chat-users.js';
import { openChat, type MemberChat } from '../../server/messages/chats.js';
import { FREE_MESSAGES_PER_HOST_CHAT } from '../../server/messages/message-price.js';
import { countSent, loadParticipants } from '../../server/messages/participants.js';
import { createSendContextReader, type SendContext, type SendContextReader, type SendContextRequest } from '../../server/messages/send-context.js';
import { createSensitiveListsSource, SENSITIVE_CONFIG_KEY } from '../../server/messages/sensitive-lists.js';
import { findByClientId, insertMessage } from '../../server/messages/store-message.js';
import { CHAT_TYPE, MSG_TYPE } from '../../src/domain/constants.js';
import { databaseVariants, type TestDatabase } from '../support/pg-variants.js';

/**
 * The send path's batched context read (issue #17): contexts read together in one
 * statement, and a lone one, answer exactly what the send's checks read one query at a
 * time — the retry by client id, both users (bans, hosts, free messages), a block either
 * way, the screening row, the sent count the price needs, the sender's card and coins —
 * so no refusal and no price changes with how sends happened to arrive.
 */
const PEOPLE = 4;
const T0 = 1_700_000_000_000;
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const pair = fc.tuple(person, person).filter(([a, b]) => a !== b);
const world = fc.record({
  hosts: fc.array(fc.boolean(), { minLength: PEOPLE, maxLength: PEOPLE }),
  /** No ban, a ban still standing, or one that ended before now. */
  bans: fc.array(fc.constantFrom('none', 'standing', 'ended'), { minLength: PEOPLE, maxLength: PEOPLE }),
  coins: fc.array(fc.integer({ min: 0, max: 50 }), { minLength: PEOPLE, maxLength: PEOPLE }),
  blocks: fc.array(pair, { maxLength: 3 }),
  /** Messages already in chats: some gifts, some with a client id a request may retry. */
  sent: fc.array(fc.record({ pair, gift: fc.boolean(), clientId: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }) }), { maxLength: FREE_MESSAGES_PER_HOST_CHAT + 4 }),
  screening: fc.boolean(),
  /** The operator saves new lists after the sends. */
  edit: fc.boolean(),
  requests: fc.array(fc.record({ pair, clientId: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }) }), { minLength: 1, maxLength: 12 }),
});

for (const variant of databaseVariants('send context property')) {
  describe.skipIf(variant.skip)(`the send context read on ${variant.name}`, () => {
    let database: TestDatabase;
    let ledger: Ledger;
    let reader: SendContextReader;
    /** Fresh users and chats per run, so runs share one database without meeting. */
    let run = 0;

    beforeAll(async () => {
      database = await variant.open();
      ledger = createSqlLedger(database.db, { now: () => T0 });
      reader = createSendContextReader(database.db, (uid) => ledger.balanceSubquery(uid), createSensitiveListsSource(database.db));
    });
    afterAll(async () => {
      await database?.close();
    });

    /** The context as the send's checks read it one query each. */
    async function readAlone({ senderUid, receiverUid, chatId, clientMsgId }: SendContextRequest): Promise<SendContext> {
      const { db } = database;
      const [earlier, people, sent, sensitive, senderAsSeen, balance] = await Promise.all([
        clientMsgId === null ? undefined : findByClientId(db, senderUid, clientMsgId),
        loadParticipants(db, senderUid, receiverUid, T0),
        countSent(db, chatId, senderUid, MSG_TYPE.gift),
        db.selectFrom('config').select(['version', 'value']).where('key', '=', SENSITIVE_CONFIG_KEY).executeTakeFirst(),
        chatUserRows(receiverUid, [senderUid]).execute(db),
        ledger.balanceOf(senderUid),
      ]);
      const lists = createSensitiveListsSource(db).of(sensitive);
      return { earlier, people, sentBefore: Math.min(sent, FREE_MESSAGES_PER_HOST_CHAT), lists, senderAsSeen: senderAsSeen.rows, balance };
    }

    it('answers each send, read together or alone, what its checks read one by one', async () => {
      await fc.assert(
        fc.asyncProperty(world, async (w) => {
          const { db } = database;
          run += 1;
          const uids = Array.from({ length: PEOPLE }, (_, i) => 200_000 + run * PEOPLE + i);
          const banned = (i: number) => ({ none: [null, null], standing: [T0 - 1, T0 + 60_000], ended: [T0 - 60_000, T0 - 1] })[w.bans[i] ?? 'none'];
          for (const [i, uid] of uids.entries()) {
            const [bannedAt, bannedUntil] = banned(i);
            await sql`insert into users (uid, nickname, is_host, banned_at, banned_until, created_at, updated_at)
                      values (${uid}, ${`p${i}`}, ${w.hosts[i] ?? false}, ${bannedAt}, ${bannedUntil}, 0, 0)`.execute(db);
            if ((w.coins[i] ?? 0) > 0) await ledger.grant(uid, w.coins[i] ?? 0, 'grant', `send-context:${uid}`);
          }
          const uidOf = (i: number) => uids[i] ?? 0;
          for (const [a, b] of w.blocks) {
            await sql`insert into blocks (blocker_uid, blocked_uid, created_at) values (${uidOf(a)}, ${uidOf(b)}, 0) on conflict do nothing`.execute(db);
          }
          // Versions from run to run collide on purpose (run n's edit is version n + 1, as run n + 1's row): a row deleted and saved again.
          await sql`delete from config where key = ${SENSITIVE_CONFIG_KEY}`.execute(db);
          if (w.screening) {
            await sql`insert into config (key, version, value, updated_at) values (${SENSITIVE_CONFIG_KEY}, ${run}, ${JSON.stringify({ lists: [{ type: 1, words: [`w${run}`] }] })}::jsonb, ${T0 + run * 2})`.execute(db);
          }
          const chats = new Map<string, MemberChat>();
          const chatOf = async (from: number, to: number): Promise<MemberChat> => {
            const key = `${Math.min(from, to)}-${Math.max(from, to)}`;
            const chat = chats.get(key) ?? (await openChat(db, uidOf(from), uidOf(to), CHAT_TYPE.private, T0));
            chats.set(key, chat);
            return { ...chat, peerUid: uidOf(to) };
          };
          for (const [n, s] of w.sent.entries()) {
            await insertMessage(db, {
              chat: await chatOf(s.pair[0], s.pair[1]), senderUid: uidOf(s.pair[0]), msgType: s.gift ? MSG_TYPE.gift : MSG_TYPE.text, content: { n },
              clientMsgId: s.clientId === null ? null : `c${s.clientId}`, transferId: null, original: null, now: T0,
            });
          }
          const requests: SendContextRequest[] = [];
          for (const r of w.requests) {
            requests.push({ senderUid: uidOf(r.pair[0]), receiverUid: uidOf(r.pair[1]), chatId: (await chatOf(r.pair[0], r.pair[1])).id, clientMsgId: r.clientId === null ? null : `c${r.clientId}` });
          }

          // All at once, as concurrent sends arrive: the first is read alone, the others together
          // (with the lists' version the first read left held: their text is not read again).
          const together = await Promise.all(requests.map((request) => reader.read(request, T0)));
          for (const [n, request] of requests.entries()) expect(together[n]).toEqual(await readAlone(request));
          if (w.edit) {
            // The operator saves new lists: the next send screens with them, not the held ones.
            await sql`update config set value = ${JSON.stringify({ lists: [{ type: 1, words: [`edited${run}`] }] })}::jsonb, version = version + 1, updated_at = ${T0 + run * 2 + 1} where key = ${SENSITIVE_CONFIG_KEY}`.execute(db);
            const [first] = requests;
            if (first !== undefined) expect(await reader.read(first, T0)).toEqual(await readAlone(first));
          }
        }),
        { numRuns: 25 },
      );
    });
  });
}
