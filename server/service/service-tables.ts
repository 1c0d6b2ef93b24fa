import type { Generated, Kysely } from 'kysely';
import type { ServiceStatus } from '../../src/domain/service/service-session.js';
import type { Database, EpochMs } from '../db/schema.js';

/** service_sessions (migration 1030): one conversation of a user with the assistant and the support team. */
export interface ServiceSessionsTable {
  id: Generated<number>;
  uid: number;
  status: ServiceStatus;
  lang: string;
  opened_at: EpochMs;
  queued_at: EpochMs | null;
  closed_at: EpochMs | null;
  rating: number | null;
  resolved: boolean | null;
}

/** service_messages (migration 1030): the session's messages; msg_content is the JSON of its type. */
export interface ServiceMessagesTable {
  id: Generated<number>;
  session_id: number;
  uid: number;
  sender: 'user' | 'assistant' | 'agent';
  msg_type: number;
  msg_content: string;
  client_msg_id: string | null;
  mtime: EpochMs;
}

/** A type literal (not an interface): Kysely wants an indexable record. */
export type ServiceTables = {
  service_sessions: ServiceSessionsTable;
  service_messages: ServiceMessagesTable;
};

export type ServiceDatabase = Kysely<Database & ServiceTables>;

export function serviceDb(db: Kysely<Database>): ServiceDatabase {
  return db.withTables<ServiceTables>();
}
