import { REQUEST_TIME_TOLERANCE_MS } from '../constants';

/**
 * A request is fresh when its `times` is within REQUEST_TIME_TOLERANCE_MS of the server
 * clock, in either direction, boundary included.
 */
export function isWithinRequestWindow(times: number, now: number, toleranceMs: number = REQUEST_TIME_TOLERANCE_MS): boolean {
  return Math.abs(times - now) <= toleranceMs;
}

/**
 * The moment a request stamped `times` stops being fresh; a replay guard must remember
 * its nonce until then (and may forget it after).
 */
export function requestWindowEnd(times: number, toleranceMs: number = REQUEST_TIME_TOLERANCE_MS): number {
  return times + toleranceMs;
}
