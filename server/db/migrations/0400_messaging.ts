import { sql, type Kysely } from 'kysely';

/**
 * Messaging beyond the tables of 0003: what screening masked (for the sender's eyes only),
 * the say-hi list, and the index the send path's price rule reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A masked text keeps its original here, not in messages.msg_content, so no query that
  // serves the receiver (/msg/sync, /msg/list, realtime) can ever return it.
  await sql`
    create table message_originals (
      message_id bigint primary key references messages (id) on delete cascade,
      original_content text not null,
      sensitive_text text not null default ''        -- what screening found (reported back to the sender)
    )`.execute(db);

  // The say-hi list: users a user may greet in one tap (matches add them), until greeted or dismissed.
  await sql`
    create table greet_candidates (
      uid bigint not null references users (uid) on delete cascade,
      target_uid bigint not null references users (uid) on delete cascade,
      created_at bigint not null,
      resolved_at bigint,                            -- greeted (/greet/send) or dismissed (/greet/clean)
      primary key (uid, target_uid)
    )`.execute(db);

  // The price of a message depends on how many the sender already sent in the chat.
  await sql`create index messages_sender_chat_idx on messages (chat_id, send_uid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index messages_sender_chat_idx`.execute(db);
  await sql`drop table greet_candidates`.execute(db);
  await sql`drop table message_originals`.execute(db);
}
