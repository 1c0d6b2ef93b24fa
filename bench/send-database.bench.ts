/**
 * The send path's database side alone (issue #17), on PostgreSQL (Debian's binaries, as the
 * tests start it): each send's context read (send-context.ts) then its write (group
 * commit), GROUP sends issued at once as concurrent requests are (the first read and
 * written alone, the others together), in one process with no HTTP. Figures: CPU per send
 * of PostgreSQL's processes (from /proc) and of this process (the pg driver, the JSON, the
 * batching). CPU time, unlike sends per second, stays readable on a loaded machine: it
 * is what steers the database side's work (ADR 0011).
 */
import os from 'node:os';
import { sql } from 'kysely';
import { systemClock } from '../server/context.js';
import { openDatabase } from '../server/db/open-database.js';
import { createSqlLedger } from '../server/ledger/sql-ledger.js';
import { openChat, type MemberChat } from '../server/messages/chats.js';
import { createGroupCommit } from '../server/messages/group-commit.js';
import { createSendContextReader } from '../server/messages/send-context.js';
import { createSensitiveListsSource } from '../server/messages/sensitive-lists.js';
import { CHAT_TYPE, MSG_TYPE } from '../src/domain/constants.js';
import { pgAvailability, startPgServer } from '../tests/support/pg-server.js';
import type { Figure } from './figure.js';

/** Sends issued at once: one after another, a middling burst, and the send-throughput bench's 200 senders. */
const GROUPS = [1, 50, 200] as const;
/** Sends measured per group size (after one warm-up round). */
const SENDS = 4_000;

export async function run(): Promise<Figure[]> {
  if (pgAvailability().kind === 'none') return [{ name: 'send path database side: skipped (no PostgreSQL binaries or DATABASE_URL)', value: NaN, unit: '' }];
  const pg = await startPgServer();
  const { db, close } = await openDatabase({ kind: 'postgres', url: pg.url });
  try {
    const ledger = createSqlLedger(db, systemClock);
    const reader = createSendContextReader(db, (uid) => ledger.balanceSubquery(uid), createSensitiveListsSource(db));
    const writer = createGroupCommit(db);
    const largest = Math.max(...GROUPS);
    const uids = (await sql<{ uid: number }>`insert into users (created_at, updated_at) select 0, 0 from generate_series(1, ${largest * 2}) returning uid`.execute(db)).rows.map((row) => row.uid);
    const chats: { readonly sender: number; readonly chat: MemberChat }[] = [];
    for (let i = 0; i < largest; i++) {
      const [sender, receiver] = [uids[2 * i] ?? 0, uids[2 * i + 1] ?? 0];
      chats.push({ sender, chat: { ...(await openChat(db, sender, receiver, CHAT_TYPE.private, 0)), peerUid: receiver } });
    }
    let seq = 0;
    const send = async (i: number): Promise<void> => {
      const { sender, chat } = chats[i] as (typeof chats)[number];
      const clientMsgId = `db-${seq++}`;
      const now = Date.now();
      await reader.read({ senderUid: sender, receiverUid: chat.peerUid, chatId: chat.id, clientMsgId }, now);
      await writer.store({ chat, senderUid: sender, msgType: MSG_TYPE.text, content: { content: clientMsgId }, clientMsgId, transferId: null, original: null, now });
    };
    const round = (group: number) => Promise.all(Array.from({ length: group }, (_, i) => send(i)));

    const figures: Figure[] = [];
    for (const group of GROUPS) {
      await round(group);
      const load = os.loadavg()[0] ?? NaN;
      const database0 = pg.cpuSeconds() ?? NaN;
      const own0 = process.cpuUsage();
      const rounds = Math.ceil(SENDS / group);
      for (let r = 0; r < rounds; r++) await round(group);
      const sends = rounds * group;
      const own = process.cpuUsage(own0);
      const label = `send path database side, ${group} send${group === 1 ? '' : 's'} at once (context read + write, PostgreSQL, load average ${load.toFixed(1)})`;
      figures.push(
        { name: `${label}: PostgreSQL CPU per send`, value: (((pg.cpuSeconds() ?? NaN) - database0) * 1e6) / sends, unit: 'µs' },
        { name: `${label}: server-side CPU per send (driver, JSON, batching)`, value: (own.user + own.system) / sends, unit: 'µs' },
      );
    }
    return figures;
  } finally {
    await close();
    await pg.stop();
  }
}
