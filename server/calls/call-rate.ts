import type { CallRoomType, CallType } from '../../src/domain/calls/call-codes.js';
import {
  CALL_ROOM_TYPE,
  CALL_TYPE,
  HOST_DEFAULT_VIDEO_PRICE_PER_MIN,
  HOST_DEFAULT_VOICE_PRICE_PER_MIN,
  MATCH_CALL_FREE_S,
  SECONDS_PER_MINUTE,
} from '../../src/domain/constants.js';
import { isDemoPair } from '../../src/domain/money/demo-host-free.js';
import type { UserRow } from './call-peer.js';

/** What a call costs, locked in the call row when it starts (a later price change never touches it). */
export interface CallRate {
  /** Coins per started minute after the free period, paid by the caller. */
  readonly pricePerMin: number;
  readonly freeSeconds: number;
}

/** A call that costs nothing and uses none of the caller's free minutes. */
const FREE_CALL: CallRate = { pricePerMin: 0, freeSeconds: 0 };

/**
 * The caller pays the callee's price: a host's video or voice price per minute (the
 * default when their profile sets none), nothing for a call to an ordinary user. A paid
 * call starts with a free period: the caller's free call minutes (call_free_min, used up
 * as the call runs into them), after a match call's own fixed free seconds — so the
 * free-call reminder's "start video call", which starts a match, spends them too.
 * A call with a demo host is free both ways: no person is on the other side (its video
 * is a drawn clip the server plays, demo-host-camera.ts).
 */
export function lockRate(caller: UserRow, callee: UserRow, callType: CallType, roomType: CallRoomType): CallRate {
  if (isDemoPair(caller, callee)) return FREE_CALL;
  const hostPrice = callType === CALL_TYPE.voice
    ? (callee.voice_call_gold ?? HOST_DEFAULT_VOICE_PRICE_PER_MIN)
    : (callee.video_call_gold ?? HOST_DEFAULT_VIDEO_PRICE_PER_MIN);
  const pricePerMin = callee.is_host ? Math.max(0, Math.floor(hostPrice)) : 0;
  if (pricePerMin === 0) return FREE_CALL;
  const freeSeconds = fixedFreeSeconds(roomType) + Math.max(0, caller.call_free_min) * SECONDS_PER_MINUTE;
  return { pricePerMin, freeSeconds };
}

/** The free seconds a call gets whoever calls: a match call's, none for a direct call. */
function fixedFreeSeconds(roomType: CallRoomType): number {
  return roomType === CALL_ROOM_TYPE.match ? MATCH_CALL_FREE_S : 0;
}

/**
 * Free call minutes a finished call used: every started minute of connected time inside
 * the part of its free period that came from call_free_min (after the fixed part).
 */
export function freeMinutesUsed(connectedSeconds: number, freeSeconds: number, roomType: CallRoomType = CALL_ROOM_TYPE.call): number {
  const fixed = fixedFreeSeconds(roomType);
  const inFree = Math.min(Math.max(0, connectedSeconds - fixed), Math.max(0, freeSeconds - fixed));
  return Math.ceil(inFree / SECONDS_PER_MINUTE);
}
