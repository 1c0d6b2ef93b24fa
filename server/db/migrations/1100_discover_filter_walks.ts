import { sql, type Kysely } from 'kysely';

/**
 * Discover's filters as index walks (issue #14's ≤ 20 ms with 100,000 users). The feed's
 * order (discover_ranks) carries a copy of each host's gender, country and area, each with
 * an index that leads with it and goes on in the feed's order, and one row per spoken
 * language in discover_rank_languages, in the same order: a filtered page walks only the
 * matching hosts, however few there are, instead of walking the whole order and testing
 * users row by row (or, as the planner chose for a language, reading every user and
 * sorting). The copies are the refresher's (it compares them with users like the key); the
 * feed still tests users' own columns, so a copy one refresh old can only leave someone out
 * for that long, never show someone who does not match. discover_ranks is derived: it is
 * emptied here and the refresher's first run rebuilds it with the copies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from discover_ranks`.execute(db);
  await sql`
    alter table discover_ranks
      add column sex smallint not null default 0,
      add column country_code text not null default '',
      add column area text not null default ''`.execute(db);
  for (const column of ['sex', 'country_code', 'area']) {
    await sql`create index ${sql.raw(`discover_ranks_${column}_idx`)} on discover_ranks (${sql.raw(column)}, online desc, popularity desc, active_at desc, uid desc)`.execute(db);
  }
  await sql`
    create table discover_rank_languages (
      uid bigint not null,
      epoch_from bigint not null,
      language text not null,
      online smallint not null,
      popularity bigint not null,
      active_at bigint not null,
      primary key (uid, epoch_from, language),
      foreign key (uid, epoch_from) references discover_ranks (uid, epoch_from) on delete cascade
    )`.execute(db);
  await sql`create index discover_rank_languages_feed_idx on discover_rank_languages (language, online desc, popularity desc, active_at desc, uid desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table discover_rank_languages`.execute(db);
  for (const column of ['sex', 'country_code', 'area']) await sql`drop index ${sql.raw(`discover_ranks_${column}_idx`)}`.execute(db);
  await sql`alter table discover_ranks drop column sex, drop column country_code, drop column area`.execute(db);
}
