import { CALL_ROOM_TYPE, CALL_STATUS_ICON, CALL_TYPE } from '../constants';
import type {
  CallEndReason,
  CallHistoryKind,
  CallHistoryMedia,
  CallRoomType,
  CallStatusIcon,
  CallType,
} from './call-codes';
import { CALL_END_REASON } from './call-codes';

export type CallDirection = 'incoming' | 'outgoing';
/** How a call finished on this device (the last three phases of the call reducer). */
export type FinalCallPhase = 'ended' | 'missed' | 'cancelled';

/** What the call list and the chat's call bubble need to know about a finished call. */
export interface CallOutcome {
  readonly direction: CallDirection;
  readonly roomType: CallRoomType;
  readonly callType: CallType;
  readonly phase: FinalCallPhase;
  readonly reason: CallEndReason;
  /** Whether media was ever connected; a declined or unanswered call never was. */
  readonly wasConnected: boolean;
}

export function callHistoryMedia(callType: CallType): CallHistoryMedia {
  return callType === CALL_TYPE.video ? 'video' : 'audio';
}

/** The call-list row kind; a call that came from a match is listed as a match call. */
export function callHistoryKind(outcome: CallOutcome): CallHistoryKind {
  if (outcome.roomType === CALL_ROOM_TYPE.match) return 'match';
  if (outcome.phase === 'missed') return 'missed';
  if (outcome.phase === 'cancelled') return 'cancelled';
  if (!outcome.wasConnected && outcome.reason === CALL_END_REASON.refuse) return 'declined';
  return outcome.direction;
}

/**
 * The status icon (spec 001 §4): completed once media connected; a missed incoming call
 * is "missed"; an outgoing call nobody took (declined or timed out) is "declined or
 * missed"; a call the caller gave up on is "cancelled".
 */
export function callStatusIcon(outcome: CallOutcome): CallStatusIcon {
  if (outcome.wasConnected) return CALL_STATUS_ICON.completed;
  if (outcome.phase === 'missed') return CALL_STATUS_ICON.missed;
  if (outcome.phase === 'cancelled') return CALL_STATUS_ICON.cancelled;
  return CALL_STATUS_ICON.declinedOrMissed;
}
