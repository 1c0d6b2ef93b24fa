import { sql, type Kysely } from 'kysely';

/**
 * Which node holds a live's media (issue #17, docs/adr/0022-live-media-across-nodes.md):
 * the internal address of the node the host last published to, so a viewer who reached
 * another node has its signalling forwarded there. Null until the host publishes, and
 * always null with Janus (one shared Janus holds every room).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table live_rooms add column media_node text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table live_rooms drop column media_node`.execute(db);
}
