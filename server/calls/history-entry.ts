import { callHistoryKind, callHistoryMedia, callStatusIcon, type CallOutcome, type FinalCallPhase } from '../../src/domain/calls/call-history.js';
import type { CallParty } from '../../src/domain/calls/call-session.js';
import { CALL_END_REASON, toCallEndReason, type CallEndReason } from '../../src/domain/calls/call-codes.js';
import { callTypeOf, connectedWholeSeconds, peerUidOf, roomTypeOf } from './call-row.js';
import type { CallHistoryTable, CallRow } from './call-tables.js';

type HistoryInsert = Omit<CallHistoryTable, 'id'>;

/** An incoming call that never connected and that the callee did not refuse was missed by them. */
const MISSED_BY_CALLEE: readonly number[] = [CALL_END_REASON.cancel, CALL_END_REASON.timeout, CALL_END_REASON.heartbeat, CALL_END_REASON.system];

const endReasonOf = (row: CallRow): CallEndReason => toCallEndReason(row.end_reason ?? 0) ?? CALL_END_REASON.system;

function finalPhase(row: CallRow, party: CallParty): FinalCallPhase {
  const reason = endReasonOf(row);
  if (party === 'caller') return reason === CALL_END_REASON.cancel ? 'cancelled' : 'ended';
  return row.connected_at === null && MISSED_BY_CALLEE.includes(reason) ? 'missed' : 'ended';
}

/** The call-list row of one party of an ended call (kind and icon by the domain's rules). */
export function historyEntry(row: CallRow, party: CallParty): HistoryInsert {
  const outcome: CallOutcome = {
    direction: party === 'caller' ? 'outgoing' : 'incoming',
    roomType: roomTypeOf(row),
    callType: callTypeOf(row),
    phase: finalPhase(row, party),
    reason: endReasonOf(row),
    wasConnected: row.connected_at !== null,
  };
  return {
    uid: party === 'caller' ? row.caller_uid : row.callee_uid,
    peer_uid: peerUidOf(row, party),
    room_id: row.id,
    kind: callHistoryKind(outcome),
    media: callHistoryMedia(outcome.callType),
    status_icon: callStatusIcon(outcome),
    duration_s: connectedWholeSeconds(row, row.ended_at ?? row.created_at),
    coins: party === 'caller' ? row.coins_charged - row.coins_refunded : 0,
    created_at: row.created_at,
  };
}
