import { sql, type Kysely } from 'kysely';

/** Reports, feedback, moments, uploads; runtime config, maintenance, mail and the admin log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reports (
      id bigint generated always as identity primary key,
      reporter_uid bigint not null references users (uid),
      target_uid bigint not null references users (uid),
      reason_ids text not null,                      -- comma-joined, as sent
      from_type text,
      room_id bigint,
      description text not null default '',
      photos jsonb not null default '[]',
      status text not null default 'open',
      created_at bigint not null
    )`.execute(db);
  await sql`create index reports_target_idx on reports (target_uid, created_at desc)`.execute(db);

  await sql`
    create table feedback (
      id bigint generated always as identity primary key,
      uid bigint not null references users (uid),
      rating smallint,
      type text not null,                            -- 'bug', 'suggestion', 'other'
      text text not null,
      photos jsonb not null default '[]',
      created_at bigint not null
    )`.execute(db);

  await sql`
    create table moments (
      id bigint generated always as identity primary key,
      uid bigint not null references users (uid) on delete cascade,
      text text not null default '',
      media jsonb not null default '[]',
      review_status smallint not null default 0,     -- -2 admin deleted, -1 deleted, 0 review, 1 passed, 2 rejected
      transfer_id bigint references ledger_transfers (id),
      created_at bigint not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index moments_uid_idx on moments (uid, created_at desc)`.execute(db);
  await sql`create index moments_feed_idx on moments (created_at desc) where review_status = 1`.execute(db);

  await sql`
    create table uploads (
      id bigint generated always as identity primary key,   -- the upload_id
      uid bigint not null references users (uid) on delete cascade,
      type text not null,                            -- request type: image, voice, video, ...
      flag text not null default '',
      md5 text,
      width integer,
      height integer,
      path text not null unique,                     -- relative to the uploads root
      mime text,
      size_bytes bigint,
      status text not null default 'pending',        -- 'pending', 'stored', 'confirmed'
      created_at bigint not null,
      confirmed_at bigint
    )`.execute(db);
  await sql`create index uploads_uid_md5_idx on uploads (uid, md5) where md5 is not null`.execute(db);

  // Runtime configuration the init call hands out; each key carries its own version so
  // clients refetch only what changed (config_version in /profile/init).
  await sql`
    create table config (
      key text primary key,
      version integer not null default 1,
      value jsonb not null,
      updated_at bigint not null
    )`.execute(db);

  // Maintenance windows, newest last. The current one is the latest that has not been
  // switched off and has not run out.
  await sql`
    create table maintenance_windows (
      id bigint generated always as identity primary key,
      starts_at bigint not null,
      ends_at bigint not null,
      content text not null default '',
      created_at bigint not null,
      switched_off_at bigint,
      check (ends_at > starts_at)
    )`.execute(db);

  await sql`
    create table mail_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      body_text text not null,
      kind text not null,                            -- 'verification_code', ...
      created_at bigint not null,
      sent_at bigint,
      error text
    )`.execute(db);

  await sql`
    create table admin_actions (
      id bigint generated always as identity primary key,
      action text not null,
      params jsonb not null default '{}',
      remote_address text not null,
      created_at bigint not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['admin_actions', 'mail_outbox', 'maintenance_windows', 'config', 'uploads', 'moments', 'feedback', 'reports'];
  for (const table of tables) await sql`drop table ${sql.table(table)}`.execute(db);
}
