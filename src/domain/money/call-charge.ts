import { SECONDS_PER_MINUTE } from '../constants';

/** A count that must not be negative or fractional; bad input (NaN, negative, ±Infinity) is 0. */
function wholeOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Seconds that are not a whole count yet (a partial second still counts as started). */
function secondsOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * How many billed minutes have started after `connectedSeconds` of a connected call
 * with `freeSeconds` free at the start. Each started minute is charged at its start, so
 * the server bills minute n as soon as this value reaches n: the first second past the
 * free period starts minute 1, free + 60 s is still minute 1, free + 61 s starts minute 2.
 */
export function minuteDue(connectedSeconds: number, freeSeconds: number): number {
  const billed = secondsOrZero(connectedSeconds) - secondsOrZero(freeSeconds);
  return billed > 0 ? Math.min(Math.ceil(billed / SECONDS_PER_MINUTE), Number.MAX_SAFE_INTEGER) : 0;
}

/**
 * Coins owed for a call: every started minute after the free period at the minute price.
 * Capped at the largest safe integer so an absurd duration can never become Infinity.
 */
export function callCharge(connectedSeconds: number, freeSeconds: number, pricePerMinute: number): number {
  return Math.min(minuteDue(connectedSeconds, freeSeconds) * wholeOrZero(pricePerMinute), Number.MAX_SAFE_INTEGER);
}

/**
 * Whole minutes a balance pays for ("balance coins equal minutes of call", spec 000 §9);
 * used to end a call for balance and to show the minutes a package buys. A free (zero)
 * price buys no countable minutes, so it answers 0 rather than Infinity.
 */
export function affordableMinutes(balance: number, pricePerMinute: number): number {
  const price = wholeOrZero(pricePerMinute);
  return price === 0 ? 0 : Math.floor(wholeOrZero(balance) / price);
}
