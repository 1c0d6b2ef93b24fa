import {
  CALL_ACTION_TYPE,
  CALL_END_REASON,
  CALL_ROOM_TYPE,
  CALL_STATUS_ICON,
  CALL_TYPE,
  ONLINE_STATUS,
} from '../constants';

/**
 * Types of the call enumerations (spec 000 §3). The values are plain numbers in
 * constants.ts so they stay numbers in JSON and in the database.
 */
type ValueOf<T> = T[keyof T];

export type CallType = ValueOf<typeof CALL_TYPE>;
export type CallRoomType = ValueOf<typeof CALL_ROOM_TYPE>;
export type CallActionType = ValueOf<typeof CALL_ACTION_TYPE>;
export type CallEndReason = ValueOf<typeof CALL_END_REASON>;
export type CallStatusIcon = ValueOf<typeof CALL_STATUS_ICON>;
export type OnlineStatus = ValueOf<typeof ONLINE_STATUS>;

const END_REASONS: readonly number[] = Object.values(CALL_END_REASON);

/** Narrows a number from the wire to an end reason; an unknown code is `null`, never a guess. */
export function toCallEndReason(code: number): CallEndReason | null {
  return END_REASONS.includes(code) ? (code as CallEndReason) : null;
}

/** Call list rows: what happened, and whether it was a video or an audio call. */
export const CALL_HISTORY_KINDS = ['incoming', 'outgoing', 'missed', 'cancelled', 'declined', 'match'] as const;
export type CallHistoryKind = (typeof CALL_HISTORY_KINDS)[number];
export type CallHistoryMedia = 'video' | 'audio';
