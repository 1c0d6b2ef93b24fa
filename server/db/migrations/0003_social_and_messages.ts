import { sql, type Kysely } from 'kysely';

/** Follows, blocks, profile visits, conversations and messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table follows (
      follower_uid bigint not null references users (uid) on delete cascade,
      followee_uid bigint not null references users (uid) on delete cascade,
      seen boolean not null default false,           -- counts into fans_new until seen
      created_at bigint not null,
      primary key (follower_uid, followee_uid),
      check (follower_uid <> followee_uid)
    )`.execute(db);
  await sql`create index follows_followee_idx on follows (followee_uid, created_at desc)`.execute(db);

  await sql`
    create table blocks (
      blocker_uid bigint not null references users (uid) on delete cascade,
      blocked_uid bigint not null references users (uid) on delete cascade,
      created_at bigint not null,
      primary key (blocker_uid, blocked_uid),
      check (blocker_uid <> blocked_uid)
    )`.execute(db);
  await sql`create index blocks_blocked_idx on blocks (blocked_uid)`.execute(db);

  await sql`
    create table visits (
      visitor_uid bigint not null references users (uid) on delete cascade,
      visited_uid bigint not null references users (uid) on delete cascade,
      visit_count integer not null default 1,
      seen boolean not null default false,           -- counts into visitor_new until seen
      last_visited_at bigint not null,
      primary key (visitor_uid, visited_uid)
    )`.execute(db);
  await sql`create index visits_visited_idx on visits (visited_uid, last_visited_at desc)`.execute(db);

  // One row per conversation. Private chats key on the ordered pair of users, so both
  // sides find the same chat; other chat types (assistant, notice) pair a user with the
  // system user.
  await sql`
    create table chats (
      id bigint generated always as identity primary key,
      chat_type smallint not null,                   -- 1 private, 3 assistant, 4 notice, ...
      user_low bigint not null references users (uid) on delete cascade,
      user_high bigint not null references users (uid) on delete cascade,
      last_message_id bigint,
      last_mtime bigint not null default 0,
      created_at bigint not null,
      unique (chat_type, user_low, user_high),
      check (user_low < user_high)
    )`.execute(db);

  // Each participant's view of a chat: the inbox row, unread count and read mark.
  await sql`
    create table chat_members (
      chat_id bigint not null references chats (id) on delete cascade,
      uid bigint not null references users (uid) on delete cascade,
      peer_uid bigint not null references users (uid) on delete cascade,
      unread integer not null default 0,
      last_read_mtime bigint not null default 0,
      last_mtime bigint not null default 0,          -- copy of chats.last_mtime for the inbox index
      cleared_before_mtime bigint not null default 0,-- /msg/del-index hides what came before
      hidden boolean not null default false,         -- deleted from the inbox until the next message
      is_top boolean not null default false,
      primary key (chat_id, uid)
    )`.execute(db);
  await sql`create index chat_members_inbox_idx on chat_members (uid, last_mtime desc) where not hidden`.execute(db);
  await sql`create unique index chat_members_peer_idx on chat_members (uid, peer_uid, chat_id)`.execute(db);

  await sql`
    create table messages (
      id bigint generated always as identity primary key,
      chat_id bigint not null references chats (id) on delete cascade,
      send_uid bigint not null references users (uid) on delete cascade,
      client_msg_id text,                            -- the sender's retry key
      msg_type smallint not null,
      msg_content jsonb not null,
      msg_status smallint not null default 0,        -- 0 ok, 1 failed, 2 hidden
      sensitive_type smallint,
      transfer_id bigint references ledger_transfers (id),
      mtime bigint not null,
      unique (send_uid, client_msg_id)
    )`.execute(db);
  await sql`create index messages_chat_idx on messages (chat_id, mtime desc)`.execute(db);

  // /msg/delete removes one message from one side only.
  await sql`
    create table message_deletions (
      uid bigint not null references users (uid) on delete cascade,
      message_id bigint not null references messages (id) on delete cascade,
      deleted_at bigint not null,
      primary key (uid, message_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['message_deletions', 'messages', 'chat_members', 'chats', 'visits', 'blocks', 'follows']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
