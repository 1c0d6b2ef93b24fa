import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The live module's SQL. Its own tables are live_rooms, live_room_members and live_gifts;
 * it reads users (who hosts, names), follows (whom to invite) and gifts (what a gift costs).
 */

export interface RoomRow {
  readonly id: number;
  readonly host_uid: number;
  readonly title: string;
  readonly cover: string;
  readonly status: 'live' | 'away' | 'ended';
  readonly started_at: number;
  readonly ended_at: number | null;
  readonly nickname: string;
  readonly avatar: string;
  readonly is_demo: boolean;
  readonly viewers: number;
}

function roomsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('live_rooms as r')
    .innerJoin('users as u', 'u.uid', 'r.host_uid')
    .select(['r.id', 'r.host_uid', 'r.title', 'r.cover', 'r.status', 'r.started_at', 'r.ended_at', 'u.nickname', 'u.avatar', 'u.is_demo'])
    .select(sql<number>`(select count(*) from live_room_members m where m.live_id = r.id and m.left_at is null and m.kicked_at is null)::int`.as('viewers'));
}

export async function openRooms(db: Kysely<Database>): Promise<RoomRow[]> {
  return roomsQuery(db).where('r.status', '<>', 'ended').orderBy('viewers', 'desc').orderBy('r.started_at', 'desc').execute();
}

export async function findRoom(db: Kysely<Database>, liveId: number): Promise<RoomRow | undefined> {
  return roomsQuery(db).where('r.id', '=', liveId).executeTakeFirst();
}

export async function openRoomOfHost(db: Kysely<Database>, hostUid: number): Promise<RoomRow | undefined> {
  return roomsQuery(db).where('r.host_uid', '=', hostUid).where('r.status', '<>', 'ended').executeTakeFirst();
}

export async function hostFlags(db: Kysely<Database>, uid: number): Promise<{ is_host: boolean; nickname: string } | undefined> {
  return db.selectFrom('users').select(['is_host', 'nickname']).where('uid', '=', uid).executeTakeFirst();
}

/** Opens a room; the partial unique index keeps one open room per host, so a race answers the winner's. */
export async function insertRoom(db: Kysely<Database>, hostUid: number, title: string, cover: string, now: number): Promise<number | undefined> {
  const row = await db
    .insertInto('live_rooms')
    .values({ host_uid: hostUid, title, cover, started_at: now })
    .onConflict((oc) => oc.column('host_uid').where('status', '<>', 'ended').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setRoomStatus(db: Kysely<Database>, liveId: number, status: 'live' | 'away'): Promise<boolean> {
  const result = await db.updateTable('live_rooms').set({ status }).where('id', '=', liveId).where('status', '<>', 'ended').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends a room once; answers whether this call ended it. Every member still inside leaves with it. */
export async function endRoom(db: Kysely<Database>, liveId: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('live_rooms').set({ status: 'ended', ended_at: now }).where('id', '=', liveId).where('status', '<>', 'ended').executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.updateTable('live_room_members').set({ left_at: now }).where('live_id', '=', liveId).where('left_at', 'is', null).execute();
    return true;
  });
}

export interface MemberRow {
  readonly muted: boolean;
  readonly kicked_at: number | null;
  readonly left_at: number | null;
}

export async function findMember(db: Kysely<Database>, liveId: number, uid: number): Promise<MemberRow | undefined> {
  return db.selectFrom('live_room_members').select(['muted', 'kicked_at', 'left_at']).where('live_id', '=', liveId).where('uid', '=', uid).executeTakeFirst();
}

/** Enters (or re-enters) a room; a kicked member stays out (the update skips it). */
export async function enterRoom(db: Kysely<Database>, liveId: number, uid: number, now: number): Promise<void> {
  await db
    .insertInto('live_room_members')
    .values({ live_id: liveId, uid, joined_at: now })
    .onConflict((oc) => oc.columns(['live_id', 'uid']).doUpdateSet({ left_at: null, joined_at: now }).where('live_room_members.kicked_at', 'is', null))
    .execute();
}

export async function leaveRoom(db: Kysely<Database>, liveId: number, uid: number, now: number): Promise<void> {
  await db.updateTable('live_room_members').set({ left_at: now }).where('live_id', '=', liveId).where('uid', '=', uid).where('left_at', 'is', null).execute();
}

export async function kickMember(db: Kysely<Database>, liveId: number, uid: number, now: number): Promise<void> {
  await db
    .insertInto('live_room_members')
    .values({ live_id: liveId, uid, joined_at: now, left_at: now, kicked_at: now })
    .onConflict((oc) => oc.columns(['live_id', 'uid']).doUpdateSet({ kicked_at: now, left_at: now }))
    .execute();
}

export async function setMuted(db: Kysely<Database>, liveId: number, uid: number, muted: boolean): Promise<boolean> {
  const result = await db.updateTable('live_room_members').set({ muted }).where('live_id', '=', liveId).where('uid', '=', uid).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Everyone who watched a live at some point (kicked ones included: they watched). */
export async function viewersEver(db: Kysely<Database>, liveId: number): Promise<number> {
  const row = await db.selectFrom('live_room_members').select(sql<number>`count(*)::int`.as('n')).where('live_id', '=', liveId).executeTakeFirst();
  return row?.n ?? 0;
}

/** Members inside the room right now (uids), for the media and the broker when the live ends. */
export async function membersInside(db: Kysely<Database>, liveId: number): Promise<number[]> {
  const rows = await db.selectFrom('live_room_members').select('uid').where('live_id', '=', liveId).where('left_at', 'is', null).execute();
  return rows.map((row) => row.uid);
}

export async function giftTotals(db: Kysely<Database>, liveId: number): Promise<{ gifts: number; coins: number }> {
  const row = await db
    .selectFrom('live_gifts')
    .select([sql<number>`count(*)::int`.as('gifts'), sql<number>`coalesce(sum(coins), 0)::int`.as('coins')])
    .where('live_id', '=', liveId)
    .executeTakeFirst();
  return { gifts: row?.gifts ?? 0, coins: row?.coins ?? 0 };
}

/** Records a gift once per sender's client id; answers whether this call recorded it. */
export async function recordLiveGift(db: Kysely<Database>, gift: { live_id: number; from_uid: number; client_msg_id: string; gift_id: number; coins: number; created_at: number }): Promise<boolean> {
  const row = await db.insertInto('live_gifts').values(gift).onConflict((oc) => oc.columns(['from_uid', 'client_msg_id']).doNothing()).returning('live_id').executeTakeFirst();
  return row !== undefined;
}

export async function giftOnOffer(db: Kysely<Database>, giftId: number) {
  return db.selectFrom('gifts').select(['id', 'title', 'icon', 'price', 'svga_url']).where('id', '=', giftId).where('enabled', '=', true).executeTakeFirst();
}

export async function nicknameOf(db: Kysely<Database>, uid: number): Promise<string> {
  const row = await db.selectFrom('users').select('nickname').where('uid', '=', uid).executeTakeFirst();
  return row?.nickname ?? '';
}

/** A host's followers who have not blocked it and whom it has not blocked (a block stops live invites). */
export async function followersOf(db: Kysely<Database>, hostUid: number): Promise<number[]> {
  const rows = await db
    .selectFrom('follows as f')
    .select('f.follower_uid')
    .where('f.followee_uid', '=', hostUid)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('blocks as b').select('b.blocker_uid').where((eb) =>
        eb.or([
          eb.and([eb('b.blocker_uid', '=', hostUid), eb('b.blocked_uid', '=', eb.ref('f.follower_uid'))]),
          eb.and([eb('b.blocker_uid', '=', eb.ref('f.follower_uid')), eb('b.blocked_uid', '=', hostUid)]),
        ])))),
    )
    .execute();
  return rows.map((row) => row.follower_uid);
}

/** The open rooms of demo hosts (the demo lives a server started; after a crash, stale ones). */
export async function openDemoRooms(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('live_rooms as r').innerJoin('users as u', 'u.uid', 'r.host_uid').select('r.id').where('u.is_demo', '=', true).where('r.status', '<>', 'ended').execute();
  return rows.map((row) => row.id);
}

/** The first `count` demo hosts not resting (by uid, so the same ones go live on every start), with what they say about themselves. */
export async function demoHostsToLive(db: Kysely<Database>, count: number): Promise<{ uid: number; signature: string }[]> {
  return db.selectFrom('users').select(['uid', 'signature']).where('is_demo', '=', true).where('is_rest', '=', false).orderBy('uid').limit(count).execute();
}

/** The internal address of the node holding a live's media (ADR 0022); null before the host published on a node of several. */
export async function mediaNodeOf(db: Kysely<Database>, liveId: number): Promise<string | null> {
  const row = await db.selectFrom('live_rooms').select('media_node').where('id', '=', liveId).executeTakeFirst();
  return row?.media_node ?? null;
}

/** Records that `node` holds the live's media now; answers the node that held it before (one statement, so two publishes cannot both see the same "before"). */
export async function moveMediaTo(db: Kysely<Database>, liveId: number, node: string): Promise<string | null> {
  const moved = await sql<{ before: string | null }>`
    update live_rooms r set media_node = ${node}
    from (select id, media_node as before from live_rooms where id = ${liveId} for update) old
    where r.id = old.id
    returning old.before`.execute(db);
  return moved.rows[0]?.before ?? null;
}
