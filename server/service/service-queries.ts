import type { Kysely, Updateable } from 'kysely';
import type { ServiceStatus } from '../../src/domain/service/service-session.js';
import type { Database } from '../db/schema.js';
import { serviceDb, type ServiceMessagesTable, type ServiceSessionsTable } from './service-tables.js';

/** Customer service's SQL (its tables are this module's own). */

export interface SessionRow {
  readonly id: number;
  readonly uid: number;
  readonly status: ServiceStatus;
  readonly lang: string;
  readonly queuedAt: number | null;
  readonly rating: number | null;
  readonly resolved: boolean | null;
}

export interface MessageRow {
  readonly id: number;
  readonly sessionId: number;
  readonly uid: number;
  readonly sender: 'user' | 'assistant' | 'agent';
  readonly msgType: number;
  readonly content: string;
  readonly clientMsgId: string | null;
  readonly mtime: number;
}

const SESSION_COLUMNS = ['id', 'uid', 'status', 'lang', 'queued_at', 'rating', 'resolved'] as const;
const MESSAGE_COLUMNS = ['id', 'session_id', 'uid', 'sender', 'msg_type', 'msg_content', 'client_msg_id', 'mtime'] as const;

type SessionSelect = Pick<ServiceSessionsTable, 'uid' | 'status' | 'lang' | 'queued_at' | 'rating' | 'resolved'> & { id: number };
type MessageSelect = Omit<ServiceMessagesTable, 'id'> & { id: number };

const sessionOf = (row: SessionSelect): SessionRow => ({
  id: row.id,
  uid: Number(row.uid),
  status: row.status,
  lang: row.lang,
  queuedAt: row.queued_at === null ? null : Number(row.queued_at),
  rating: row.rating,
  resolved: row.resolved,
});

const messageOf = (row: MessageSelect): MessageRow => ({
  id: row.id,
  sessionId: row.session_id,
  uid: Number(row.uid),
  sender: row.sender,
  msgType: row.msg_type,
  content: row.msg_content,
  clientMsgId: row.client_msg_id,
  mtime: Number(row.mtime),
});

/** The user's latest session, open or not. */
export async function latestSession(db: Kysely<Database>, uid: number): Promise<SessionRow | undefined> {
  const row = await serviceDb(db).selectFrom('service_sessions').select(SESSION_COLUMNS).where('uid', '=', uid).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && sessionOf(row);
}

export async function sessionById(db: Kysely<Database>, id: number): Promise<SessionRow | undefined> {
  const row = await serviceDb(db).selectFrom('service_sessions').select(SESSION_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && sessionOf(row);
}

/** Starts a session; null when the user already has an open one (one open session per user, by index). */
export async function insertSession(db: Kysely<Database>, uid: number, lang: string, now: number): Promise<SessionRow | null> {
  const row = await serviceDb(db)
    .insertInto('service_sessions')
    .values({ uid, status: 'assistant', lang, opened_at: now, queued_at: null, closed_at: null, rating: null, resolved: null })
    .onConflict((oc) => oc.column('uid').where('status', 'in', ['assistant', 'queued', 'human']).doNothing())
    .returning(SESSION_COLUMNS)
    .executeTakeFirst();
  return row === undefined ? null : sessionOf(row);
}

/** Moves a session on only from the status it was read in, so two operators (or a user and an operator) cannot both win. */
export async function moveSession(
  db: Kysely<Database>,
  id: number,
  from: readonly ServiceStatus[],
  patch: Updateable<ServiceSessionsTable>,
): Promise<SessionRow | null> {
  const row = await serviceDb(db).updateTable('service_sessions').set(patch).where('id', '=', id).where('status', 'in', [...from]).returning(SESSION_COLUMNS).executeTakeFirst();
  return row === undefined ? null : sessionOf(row);
}

export async function setSessionLanguage(db: Kysely<Database>, id: number, lang: string): Promise<void> {
  await serviceDb(db).updateTable('service_sessions').set({ lang }).where('id', '=', id).execute();
}

export interface NewMessage {
  readonly sessionId: number;
  readonly uid: number;
  readonly sender: MessageRow['sender'];
  readonly msgType: number;
  readonly content: object;
  readonly clientMsgId: string | null;
  readonly now: number;
}

/** Stores a message; a user's message already stored under its client id is answered as it was (`replayed`). */
export async function insertMessage(db: Kysely<Database>, message: NewMessage): Promise<{ readonly row: MessageRow; readonly replayed: boolean }> {
  const sdb = serviceDb(db);
  const inserted = await sdb
    .insertInto('service_messages')
    .values({
      session_id: message.sessionId,
      uid: message.uid,
      sender: message.sender,
      msg_type: message.msgType,
      msg_content: JSON.stringify(message.content),
      client_msg_id: message.clientMsgId,
      mtime: message.now,
    })
    .onConflict((oc) => oc.columns(['uid', 'client_msg_id']).where('client_msg_id', 'is not', null).doNothing())
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
  if (inserted !== undefined) return { row: messageOf(inserted), replayed: false };
  const existing = await sdb
    .selectFrom('service_messages')
    .select(MESSAGE_COLUMNS)
    .where('uid', '=', message.uid)
    .where('client_msg_id', '=', message.clientMsgId)
    .executeTakeFirstOrThrow();
  return { row: messageOf(existing), replayed: true };
}

export async function messagesOf(db: Kysely<Database>, sessionId: number): Promise<readonly MessageRow[]> {
  const rows = await serviceDb(db).selectFrom('service_messages').select(MESSAGE_COLUMNS).where('session_id', '=', sessionId).orderBy('id').execute();
  return rows.map(messageOf);
}

/** Messages of a session after `afterId` (what a replayed send answered besides its own). */
export async function messagesAfter(db: Kysely<Database>, sessionId: number, afterId: number): Promise<readonly MessageRow[]> {
  const rows = await serviceDb(db).selectFrom('service_messages').select(MESSAGE_COLUMNS).where('session_id', '=', sessionId).where('id', '>', afterId).orderBy('id').execute();
  return rows.map(messageOf);
}

/** 1 for the session a person should take next; 0 when it is not waiting. */
export async function queuePosition(db: Kysely<Database>, session: SessionRow): Promise<number> {
  if (session.status !== 'queued' || session.queuedAt === null) return 0;
  const ahead = await serviceDb(db)
    .selectFrom('service_sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('queued_at', '<', session.queuedAt), eb.and([eb('queued_at', '=', session.queuedAt), eb('id', '<', session.id)])]))
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

export interface QueueLine {
  readonly id: number;
  readonly uid: number;
  readonly status: ServiceStatus;
  readonly queuedAt: number;
  readonly lastUserText: string;
}

/** The sessions waiting for or talking to a person, longest waiting first, each with the user's last words. */
export async function operatorQueue(db: Kysely<Database>, limit: number): Promise<readonly QueueLine[]> {
  const sdb = serviceDb(db);
  const sessions = await sdb
    .selectFrom('service_sessions')
    .select(['id', 'uid', 'status', 'queued_at'])
    .where('status', 'in', ['queued', 'human'])
    .orderBy('queued_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const lines: QueueLine[] = [];
  for (const session of sessions) {
    const last = await sdb
      .selectFrom('service_messages')
      .select(['msg_content'])
      .where('session_id', '=', session.id)
      .where('sender', '=', 'user')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const content = last === undefined ? {} : (JSON.parse(last.msg_content) as { content?: unknown });
    lines.push({ id: session.id, uid: Number(session.uid), status: session.status, queuedAt: Number(session.queued_at ?? 0), lastUserText: typeof content.content === 'string' ? content.content : '' });
  }
  return lines;
}
