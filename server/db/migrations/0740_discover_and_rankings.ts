import { sql, type Kysely } from 'kysely';

/**
 * Discover, rankings, points and moments (issue #14). Every table here is derived from
 * tables other modules own (users, ledger_transfers) by the discover module's refresher,
 * so none of them can drift from the ledger: a watermark says how far the ledger has been
 * read, and each batch moves the totals and the watermark in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // How far each reader of the ledger has got (ledger_transfers.id), moved with what it wrote.
  await sql`
    create table discover_watermarks (
      name text primary key,
      last_transfer_id bigint not null default 0,
      ran_at bigint not null default 0
    )`.execute(db);

  // Coins each user spent (board 2, guys) and each receiver got (board 1, girls) per period:
  // period_kind 1 daily, 2 weekly (UTC); period_start in epoch ms.
  await sql`
    create table ranking_totals (
      period_kind smallint not null,
      period_start bigint not null,
      board smallint not null,
      uid bigint not null,
      coins bigint not null,
      primary key (period_kind, period_start, board, uid)
    )`.execute(db);
  await sql`create index ranking_totals_top_idx on ranking_totals (period_kind, period_start, board, coins desc, uid)`.execute(db);

  // Coins spent on each user per UTC hour: popularity is the sum of the last 24 hours.
  await sql`
    create table popularity_hours (
      uid bigint not null,
      hour_start bigint not null,
      coins bigint not null,
      primary key (uid, hour_start)
    )`.execute(db);
  await sql`create index popularity_hours_hour_idx on popularity_hours (hour_start)`.execute(db);

  // The Discover feed's order, versioned: each refresher run is an epoch, and a host's key
  // is a row valid from one epoch until the next change. A feed started at epoch E reads
  // the rows valid at E, so scrolling never repeats nor skips anyone while ranks move.
  await sql`
    create table discover_epochs (
      epoch bigint primary key,
      at bigint not null
    )`.execute(db);
  await sql`
    create table discover_ranks (
      uid bigint not null,
      epoch_from bigint not null,
      epoch_to bigint,                               -- null: still current
      online smallint not null,                      -- 1 online host (first in the feed), 0 not
      popularity bigint not null,                    -- coins spent on them in the last 24 h
      active_at bigint not null,                     -- last seen, epoch ms (0 never)
      primary key (uid, epoch_from)
    )`.execute(db);
  await sql`create index discover_ranks_feed_idx on discover_ranks (online desc, popularity desc, active_at desc, uid desc)`.execute(db);
  await sql`create unique index discover_ranks_current_idx on discover_ranks (uid) where epoch_to is null`.execute(db);
  await sql`create index discover_ranks_retired_idx on discover_ranks (epoch_to) where epoch_to is not null`.execute(db);

  // The refresher finds hosts seen lately (and those whose online window just lapsed).
  await sql`create index users_host_seen_idx on users (last_seen_at) where is_host`.execute(db);
  // Points by day and week read a host's points entries by time.
  await sql`create index ledger_entries_account_time_idx on ledger_entries (account_id, created_at)`.execute(db);

  // Moments: likes (one per user), the review queue (pending first) and the follow feed.
  await sql`
    create table moment_likes (
      moment_id bigint not null references moments (id) on delete cascade,
      uid bigint not null references users (uid) on delete cascade,
      created_at bigint not null,
      primary key (moment_id, uid)
    )`.execute(db);
  await sql`alter table moments add column client_key text`.execute(db);
  await sql`alter table moments add column like_count integer not null default 0`.execute(db);
  await sql`create unique index moments_client_key_idx on moments (uid, client_key) where client_key is not null`.execute(db);
  await sql`create index moments_review_idx on moments (review_status, id)`.execute(db);
  await sql`create index moments_passed_uid_idx on moments (uid, id desc) where review_status = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index moments_passed_uid_idx`.execute(db);
  await sql`drop index moments_review_idx`.execute(db);
  await sql`drop index moments_client_key_idx`.execute(db);
  await sql`alter table moments drop column like_count`.execute(db);
  await sql`alter table moments drop column client_key`.execute(db);
  await sql`drop index ledger_entries_account_time_idx`.execute(db);
  await sql`drop index users_host_seen_idx`.execute(db);
  for (const table of ['moment_likes', 'discover_ranks', 'discover_epochs', 'popularity_hours', 'ranking_totals', 'discover_watermarks']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
