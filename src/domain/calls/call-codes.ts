import { CALL_ACTION_TYPE, CALL_ROOM_TYPE, CALL_STATUS_ICON, CALL_TYPE, ONLINE_STATUS } from '../constants';

/**
 * The call enumerations (spec 000 §3) and their types. Values are plain numbers so they
 * stay numbers in JSON and in the database; those other features read too (call type,
 * room type, action type, status icon, online status) are in constants.ts.
 */
type ValueOf<T> = T[keyof T];

/** Why a call ended, as the wire and the calls table carry it. */
export const CALL_END_REASON = {
  cancel: 1, refuse: 2, userEnd: 3, hostEnd: 4, balance: 5, heartbeat: 6, system: 7, timeout: 8,
  /** Glint's own (issue #19): the payer reached the spending limit they set; not a spec code. */
  spendLimit: 9,
  /** Glint's own (issue #19): a scheduled maintenance window started; the unfinished minute is refunded. */
  maintenance: 10,
} as const;

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
