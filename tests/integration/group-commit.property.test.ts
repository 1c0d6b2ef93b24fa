import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChat, type MemberChat } from '../../server/messages/chats.js';
import { createGroupCommit, type MessageWriter } from '../../server/messages/group-commit.js';
import type { NewMessage, StoreOutcome } from '../../server/messages/store-message.js';
import { CHAT_TYPE, MSG_TYPE } from '../../src/domain/constants.js';
import { databaseVariants, type TestDatabase } from '../support/pg-variants.js';

/**
 * The send path's group commit (issue #17), against a plain model: sends issued at once
 * (the first is written alone, the others wait and go together), some retrying a client
 * id, some in the same chat from both sides, some with a row the database refuses. Every
 * message is stored once, in arrival order within its chat, the chat rows point at the
 * newest, each side's unread count is the other side's messages, and a refused row fails
 * only its own send.
 */
const PEOPLE = 3;
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const send = fc
  .record({
    from: person,
    to: person,
    clientId: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    /** The clock of the send: equal, earlier or later than the ones before it. */
    now: fc.integer({ min: 0, max: 3 }),
    /** A transfer id no ledger row has: the database refuses the row (foreign key). */
    refused: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  })
  .filter((s) => s.from !== s.to);
const T0 = 1_700_000_000_000;
const NO_SUCH_TRANSFER = -1;

interface Row {
  readonly id: number;
  readonly chat_id: number;
  readonly send_uid: number;
  readonly mtime: number;
  readonly client_msg_id: string | null;
  readonly msg_content: { readonly n: number };
}

for (const variant of databaseVariants('group commit property')) {
  describe.skipIf(variant.skip)(`group commit on ${variant.name}`, () => {
    let database: TestDatabase;
    let writer: MessageWriter;
    /** Fresh users and chats per run, so runs share one database without meeting. */
    let run = 0;

    beforeAll(async () => {
      database = await variant.open();
      writer = createGroupCommit(database.db);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('stores every message once, in order per chat, with right chat rows and unread counts; a refused row fails alone', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(send, { minLength: 1, maxLength: 24 }), async (sends) => {
          const { db } = database;
          run += 1;
          const uids = Array.from({ length: PEOPLE }, (_, i) => 100_000 + run * PEOPLE + i);
          await sql`insert into users (uid, created_at, updated_at) select unnest(${uids}::bigint[]), 0, 0`.execute(db);
          const chats = new Map<string, MemberChat>();
          const chatOf = async (from: number, to: number): Promise<MemberChat> => {
            const key = `${Math.min(from, to)}-${Math.max(from, to)}`;
            const chat = chats.get(key) ?? (await openChat(db, uids[from] ?? 0, uids[to] ?? 0, CHAT_TYPE.private, T0));
            chats.set(key, chat);
            return { ...chat, peerUid: uids[to] ?? 0 };
          };
          const inputs: NewMessage[] = [];
          for (const [n, s] of sends.entries()) {
            inputs.push({
              chat: await chatOf(s.from, s.to),
              senderUid: uids[s.from] ?? 0,
              msgType: MSG_TYPE.text,
              content: { n },
              clientMsgId: s.clientId === null ? null : `c${s.clientId}`,
              transferId: s.refused ? NO_SUCH_TRANSFER : null,
              original: null,
              now: T0 + s.now,
            });
          }

          // All at once, as concurrent requests arrive.
          const outcomes = await Promise.allSettled(inputs.map((input) => writer.store(input)));

          // The model: in arrival order, a client id stored before answers with that message; a refused row stores nothing.
          const firstOf = new Map<string, number>();
          const created: number[] = [];
          for (const [n, s] of sends.entries()) {
            const key = s.clientId === null ? null : `${s.from}:${s.clientId}`;
            const first = key === null ? undefined : firstOf.get(key);
            const outcome = outcomes[n] as PromiseSettledResult<StoreOutcome>;
            if (first !== undefined) {
              expect(outcome.status === 'fulfilled' && !outcome.value.created && outcome.value.message.msg_content).toEqual({ n: first });
            } else if (s.refused) {
              expect(outcome.status).toBe('rejected');
            } else {
              expect(outcome.status === 'fulfilled' && outcome.value.created && outcome.value.message.msg_content).toEqual({ n });
              if (key !== null) firstOf.set(key, n);
              created.push(n);
            }
          }

          const chatIds = [...chats.values()].map((chat) => chat.id);
          const { rows } = await sql<Row>`select id, chat_id, send_uid, mtime, client_msg_id, msg_content from messages where chat_id = any(${chatIds}::bigint[]) order by chat_id, mtime, id`.execute(db);
          // Stored once each, and in each chat in arrival order, no earlier than its clock.
          expect(rows.map((row) => row.msg_content.n).sort((a, b) => a - b)).toEqual(created);
          for (const chat of chats.values()) {
            const inChat = rows.filter((row) => row.chat_id === chat.id);
            expect(inChat.map((row) => row.msg_content.n)).toEqual(created.filter((n) => (inputs[n] as NewMessage).chat.id === chat.id));
            for (const row of inChat) expect(row.mtime).toBeGreaterThanOrEqual((inputs[row.msg_content.n] as NewMessage).now);

            const newest = inChat.at(-1);
            const chatRow = await db.selectFrom('chats').select(['last_message_id', 'last_mtime']).where('id', '=', chat.id).executeTakeFirstOrThrow();
            expect(chatRow).toEqual({ last_message_id: newest?.id ?? null, last_mtime: newest?.mtime ?? 0 });
            const members = await db.selectFrom('chat_members').select(['uid', 'unread', 'last_mtime']).where('chat_id', '=', chat.id).execute();
            for (const member of members) {
              expect(member.unread).toBe(inChat.filter((row) => row.send_uid !== member.uid).length);
              expect(member.last_mtime).toBe(newest?.mtime ?? 0);
            }
          }
        }),
        { numRuns: 30 },
      );
    });
  });
}
