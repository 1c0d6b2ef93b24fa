import type { Selectable } from 'kysely';
import type { CallRoomType, CallType } from '../../src/domain/calls/call-codes.js';
import type { CallParty } from '../../src/domain/calls/call-session.js';
import type { UserRow } from './call-peer.js';
import type { CallRate } from './call-rate.js';
import { historyEntry } from './history-entry.js';
import type { CallsDatabase, CallRow, CallHistoryTable } from './call-tables.js';

/*
 * Every write to a call row is guarded by the state it expects (`status <> 'ended'`,
 * `answered_at is null`, `billed_minutes = n − 1`): a second process or a replayed
 * request that lost the race changes nothing and gets `undefined` back.
 */

export async function findCall(db: CallsDatabase, roomId: number): Promise<CallRow | undefined> {
  return db.selectFrom('calls').selectAll().where('id', '=', roomId).executeTakeFirst();
}

export async function findUsers(db: CallsDatabase, uids: readonly number[]): Promise<ReadonlyMap<number, UserRow>> {
  if (uids.length === 0) return new Map();
  const rows = await db.selectFrom('users').selectAll().where('uid', 'in', [...uids]).execute();
  return new Map(rows.map((row) => [row.uid, row]));
}

/** Whether the user is in a call right now (the presence row is held from the ring to the end). */
export async function isInCall(db: CallsDatabase, uid: number): Promise<boolean> {
  const row = await db.selectFrom('call_presence').select('room_id').where('uid', '=', uid).executeTakeFirst();
  return row !== undefined;
}

/** The room `uid` is in a call in right now, if any. */
export async function currentRoomOf(db: CallsDatabase, uid: number): Promise<number | undefined> {
  return (await db.selectFrom('call_presence').select('room_id').where('uid', '=', uid).executeTakeFirst())?.room_id;
}

/** The uids among `uids` that are in a call right now: one query for a page of cards. */
export async function inCallAmong(db: CallsDatabase, uids: readonly number[]): Promise<ReadonlySet<number>> {
  if (uids.length === 0) return new Set();
  const rows = await db.selectFrom('call_presence').select('uid').where('uid', 'in', [...uids]).execute();
  return new Set(rows.map((row) => row.uid));
}

export interface NewCall {
  readonly callerUid: number;
  readonly calleeUid: number;
  readonly callType: CallType;
  readonly roomType: CallRoomType;
  readonly rate: CallRate;
}

export type CreateCallResult = { readonly ok: true; readonly row: CallRow } | { readonly ok: false; readonly taken: CallParty };

/** Thrown inside the transaction to roll it back when a party is already in a call. */
class PartyInCall extends Error {
  constructor(readonly party: CallParty) {
    super(`${party} is in a call`);
  }
}

/**
 * Creates a ringing call and puts both parties in it, or nothing when either is already
 * in a call (the presence row is the lock, so this holds across server processes).
 */
export async function createCall(db: CallsDatabase, call: NewCall, now: number): Promise<CreateCallResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('calls')
        .values({
          caller_uid: call.callerUid,
          callee_uid: call.calleeUid,
          call_type: call.callType,
          room_type: call.roomType,
          status: 'calling',
          price_per_min: call.rate.pricePerMin,
          free_seconds: call.rate.freeSeconds,
          created_at: now,
          caller_heartbeat_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const [uid, party] of [[call.callerUid, 'caller'], [call.calleeUid, 'callee']] as const) {
        const claimed = await trx
          .insertInto('call_presence')
          .values({ uid, room_id: row.id, since: now })
          .onConflict((conflict) => conflict.column('uid').doNothing())
          .returning('uid')
          .executeTakeFirst();
        if (claimed === undefined) throw new PartyInCall(party);
      }
      return { ok: true as const, row };
    });
  } catch (error) {
    if (error instanceof PartyInCall) return { ok: false, taken: error.party };
    throw error;
  }
}

/**
 * A call to someone already in a call: it never rang, so it is recorded as ended at once
 * with the timeout reason — the spec's "busy, try later" notice is the timeout notice —
 * and both call lists get it (outgoing for the caller, missed for the callee).
 */
export async function recordBusyCall(db: CallsDatabase, call: NewCall, reason: number, now: number): Promise<CallRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('calls')
      .values({
        caller_uid: call.callerUid,
        callee_uid: call.calleeUid,
        call_type: call.callType,
        room_type: call.roomType,
        status: 'ended',
        price_per_min: call.rate.pricePerMin,
        free_seconds: call.rate.freeSeconds,
        end_reason: reason,
        created_at: now,
        ended_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('call_history').values([historyEntry(row, 'caller'), historyEntry(row, 'callee')]).execute();
    return row;
  });
}

export async function markAnswered(db: CallsDatabase, roomId: number, liveId: number, now: number): Promise<CallRow | undefined> {
  return db
    .updateTable('calls')
    .set({ answered_at: now, callee_heartbeat_at: now, live_id: liveId === 0 ? null : liveId })
    .where('id', '=', roomId)
    .where('status', '<>', 'ended')
    .where('answered_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function markConnected(db: CallsDatabase, roomId: number, now: number): Promise<CallRow | undefined> {
  return db
    .updateTable('calls')
    .set({ status: 'connected', connected_at: now })
    .where('id', '=', roomId)
    .where('status', '=', 'calling')
    .where('answered_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

export async function recordHeartbeat(db: CallsDatabase, roomId: number, party: CallParty, now: number): Promise<CallRow | undefined> {
  const column = party === 'caller' ? 'caller_heartbeat_at' : 'callee_heartbeat_at';
  return db
    .updateTable('calls')
    .set({ [column]: now })
    .where('id', '=', roomId)
    .where('status', '<>', 'ended')
    .returningAll()
    .executeTakeFirst();
}

/** Counts minute `minute` as paid; only the first to record it adds its price to the total. */
export async function recordBilledMinute(db: CallsDatabase, roomId: number, minute: number, price: number): Promise<CallRow | undefined> {
  return db
    .updateTable('calls')
    .set((eb) => ({ billed_minutes: minute, coins_charged: eb('coins_charged', '+', price) }))
    .where('id', '=', roomId)
    .where('billed_minutes', '=', minute - 1)
    .returningAll()
    .executeTakeFirst();
}

export interface CallEnding {
  readonly reason: number;
  /** The party's uid, null when the server ended it. */
  readonly endedByUid: number | null;
  readonly endedAt: number;
  /** Free call minutes of the caller that the call used up. */
  readonly freeMinutesUsed: number;
  /** Coins fair billing gave back for minutes the media spoiled (the call list shows what was spent in the end). */
  readonly coinsRefunded: number;
}

/**
 * Ends the call in one transaction: the row, both parties out of the call, the caller's
 * used free minutes, and a call-list row for each side. Answers undefined when the call
 * had already ended (nothing is written twice).
 */
export async function markEnded(db: CallsDatabase, roomId: number, ending: CallEnding): Promise<CallRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('calls')
      .set({ status: 'ended', end_reason: ending.reason, ended_by: ending.endedByUid, ended_at: ending.endedAt, coins_refunded: ending.coinsRefunded })
      .where('id', '=', roomId)
      .where('status', '<>', 'ended')
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) return undefined;
    await trx.deleteFrom('call_presence').where('room_id', '=', roomId).execute();
    if (ending.freeMinutesUsed > 0) {
      await trx
        .updateTable('users')
        .set((eb) => ({ call_free_min: eb.fn('greatest', [eb('call_free_min', '-', ending.freeMinutesUsed), eb.lit(0)]) }))
        .where('uid', '=', row.caller_uid)
        .execute();
    }
    await trx
      .insertInto('call_history')
      .values([historyEntry(row, 'caller'), historyEntry(row, 'callee')])
      .onConflict((conflict) => conflict.columns(['uid', 'room_id']).doNothing())
      .execute();
    return row;
  });
}

/** Calls that have not ended: their timers are re-armed when the server starts. */
export async function openCalls(db: CallsDatabase): Promise<readonly CallRow[]> {
  return db.selectFrom('calls').selectAll().where('status', '<>', 'ended').execute();
}

export type HistoryWithPeer = Selectable<CallHistoryTable> & { readonly peer: UserRow };

/** A page of a user's call list, newest first, one more row than asked to tell whether more follow. */
export async function historyPage(db: CallsDatabase, uid: number, beforeId: number | undefined, limit: number): Promise<readonly HistoryWithPeer[]> {
  let query = db.selectFrom('call_history').selectAll().where('uid', '=', uid);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  const peers = await findUsers(db, [...new Set(rows.map((row) => row.peer_uid))]);
  return rows.flatMap((row) => {
    const peer = peers.get(row.peer_uid);
    return peer === undefined ? [] : [{ ...row, peer }];
  });
}
