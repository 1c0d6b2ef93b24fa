import { CALL_RING_TIMEOUT_MS, CALL_ROOM_TYPE } from '../../src/domain/constants.js';
import type { CallRow, CallsDatabase } from './call-tables.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

/**
 * How long a call that stopped ringing unanswered is still news to a client that comes
 * back: one ring time. The client was away for less than a ring; anything older is a
 * missed row in the call list, not a missed-call popup.
 */
export const MISSED_RING_RECALL_MS = CALL_RING_TIMEOUT_MS;

/** Ends that make an unanswered incoming call a missed one (the client's reducer says the same). */
const MISSED_REASONS = [CALL_END_REASON.cancel, CALL_END_REASON.timeout];

/** Calls that ring for `uid`, newest first. Match calls never ring: matching announces them. */
const callsRungFor = (db: CallsDatabase, uid: number) =>
  db.selectFrom('calls').selectAll().where('callee_uid', '=', uid).where('room_type', '=', CALL_ROOM_TYPE.call).orderBy('id', 'desc');

/** The call ringing for `uid` now (rung, not answered, not ended), if any. */
export async function ringingCallFor(db: CallsDatabase, uid: number): Promise<CallRow | undefined> {
  return callsRungFor(db, uid)
    .where('status', '<>', 'ended')
    .where('answered_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The last call that rang for `uid` and stopped unanswered since `since`. A call to
 * someone busy never rang: it is written already ended (ended_at = created_at) and is left out.
 */
export async function lastMissedCallFor(db: CallsDatabase, uid: number, since: number): Promise<CallRow | undefined> {
  return callsRungFor(db, uid)
    .where('status', '=', 'ended')
    .where('answered_at', 'is', null)
    .where('end_reason', 'in', MISSED_REASONS)
    .where('ended_at', '>=', since)
    .whereRef('ended_at', '>', 'created_at')
    .executeTakeFirst();
}

/**
 * The last call `uid` was a party to (caller or callee, a call or a match call) that ended
 * since `since`, by the other side or the server: an app away when its call ended (a trip to the background closes its
 * session, so the end's push is lost) would otherwise go on showing it — an outgoing or
 * match call has no ring or heartbeat to learn it from (issue #17, the simulator's churn).
 */
export async function lastEndedCallOf(db: CallsDatabase, uid: number, since: number): Promise<CallRow | undefined> {
  return db
    .selectFrom('calls')
    .selectAll()
    .where((eb) => eb.or([eb('caller_uid', '=', uid), eb('callee_uid', '=', uid)]))
    .where('status', '=', 'ended')
    .where('ended_at', '>=', since)
    // Ended by the other side, or by the server after it began — not by the user (they know),
    // nor a call that found someone busy (written ended as it was made, by no one: it never rang).
    .where((eb) => eb.or([eb('ended_by', '<>', uid), eb.and([eb('ended_by', 'is', null), eb('ended_at', '>', eb.ref('created_at'))])]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
