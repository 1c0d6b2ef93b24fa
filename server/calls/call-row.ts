import type { CallStatus } from '../../src/application/contracts/call/call-status.js';
import type { CallRoomType, CallType } from '../../src/domain/calls/call-codes.js';
import { toCallEndReason } from '../../src/domain/calls/call-codes.js';
import { connectedSeconds, type CallParty, type CallSession } from '../../src/domain/calls/call-session.js';
import {
  CALL_HEARTBEAT_LOSS_MS,
  CALL_ROOM_TYPE,
  CALL_TYPE,
  MS_PER_SECOND,
  SECONDS_PER_MINUTE,
} from '../../src/domain/constants.js';
import type { CallRow } from './call-tables.js';

/*
 * The calls row and the domain's CallSession are the same thing seen twice: the row
 * keeps `status` 'calling' through ringing and answered (0005's vocabulary) and the
 * phase follows from which timestamps are set.
 */
export function sessionOf(row: CallRow): CallSession {
  const phase = row.status === 'ended' ? 'ended' : row.connected_at !== null ? 'connected' : row.answered_at !== null ? 'answered' : 'ringing';
  return {
    phase,
    startedAt: row.created_at,
    answeredAt: row.answered_at,
    connectedAt: row.connected_at,
    endedAt: row.ended_at,
    endReason: row.end_reason === null ? null : toCallEndReason(row.end_reason),
    endedBy: row.status !== 'ended' ? null : row.ended_by === row.caller_uid ? 'caller' : row.ended_by === row.callee_uid ? 'callee' : 'system',
  };
}

export function partyOf(row: CallRow, uid: number): CallParty | null {
  if (uid === row.caller_uid) return 'caller';
  if (uid === row.callee_uid) return 'callee';
  return null;
}

export function peerUidOf(row: CallRow, party: CallParty): number {
  return party === 'caller' ? row.callee_uid : row.caller_uid;
}

export const callTypeOf = (row: CallRow): CallType => (row.call_type === CALL_TYPE.voice ? CALL_TYPE.voice : CALL_TYPE.video);
export const roomTypeOf = (row: CallRow): CallRoomType => (row.room_type === CALL_ROOM_TYPE.match ? CALL_ROOM_TYPE.match : CALL_ROOM_TYPE.call);

/** Whole seconds of connected media by `now` (or by the end). */
export function connectedWholeSeconds(row: CallRow, now: number): number {
  return Math.floor(connectedSeconds(sessionOf(row), now));
}

/**
 * When billed minute `minute` (1-based) starts: the free period, then a minute each.
 * Minute n is owed from the first instant after this moment (callCharge's "each started
 * minute"), so the billing timer fires one millisecond later, and a call cut for balance
 * ends exactly here — the end of the last minute that was paid.
 */
export function minuteStartsAt(row: CallRow, minute: number): number {
  const connectedAt = row.connected_at ?? row.created_at;
  return connectedAt + (row.free_seconds + (minute - 1) * SECONDS_PER_MINUTE) * MS_PER_SECOND;
}

/**
 * When the call counts as abandoned if nobody speaks up: two heartbeats after the
 * quietest party's last sign of life. Only the caller has to be there while it rings.
 */
export function livenessDeadline(row: CallRow): number {
  const caller = row.caller_heartbeat_at ?? row.created_at;
  if (row.answered_at === null) return caller + CALL_HEARTBEAT_LOSS_MS;
  const callee = row.callee_heartbeat_at ?? row.answered_at;
  return Math.min(caller, callee) + CALL_HEARTBEAT_LOSS_MS;
}

export function callStatusOf(row: CallRow, now: number, balance: number): CallStatus {
  return {
    room_id: row.id,
    status: sessionOf(row).phase,
    reason: row.end_reason ?? 0,
    connected_s: connectedWholeSeconds(row, now),
    billed_minutes: row.billed_minutes,
    coins: row.coins_charged,
    balance,
  };
}
