import { sql, type Kysely } from 'kysely';

/**
 * The profile's photo album and video show (issue #13 part B): the album is an ordered
 * list the owner rearranges as a whole (one jsonb array, so a reorder is one write that
 * can never leave two pictures at one place), the video show one object or null, and the
 * switch that puts the profile photo first in the album others see.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column album jsonb not null default '[]'`.execute(db);
  await sql`alter table users add column video_show jsonb`.execute(db);
  await sql`alter table users add column show_avatar_moment boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column show_avatar_moment`.execute(db);
  await sql`alter table users drop column video_show`.execute(db);
  await sql`alter table users drop column album`.execute(db);
}
