import type { Kysely, Transaction } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** message_originals (migration 0400): a masked text's original, for its sender only. */
export interface MessageOriginalsTable {
  message_id: number;
  original_content: string;
  sensitive_text: string;
}

/** greet_candidates (migration 0400): the say-hi list. */
export interface GreetCandidatesTable {
  uid: number;
  target_uid: number;
  created_at: EpochMs;
  resolved_at: EpochMs | null;
}

/** A type literal (not an interface): Kysely's withTables wants an indexable record. */
export type MessagingTables = {
  message_originals: MessageOriginalsTable;
  greet_candidates: GreetCandidatesTable;
};

export type MessagingDatabase = Database & MessagingTables;

export function messagingDb(db: Kysely<Database>): Kysely<MessagingDatabase> {
  return db.withTables<MessagingTables>();
}

export type MessagingTransaction = Transaction<MessagingDatabase>;
