import { SECONDS_PER_MINUTE } from '../constants';

export const SECONDS_PER_HOUR = 3_600;

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Whole non-negative seconds: countdowns that overshoot (or are not numbers) show zero. */
function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** `mm:ss` (free-coins cooldown); minutes grow past 59 rather than wrapping. */
export function formatCountdownMmSs(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${twoDigits(Math.floor(total / SECONDS_PER_MINUTE))}:${twoDigits(total % SECONDS_PER_MINUTE)}`;
}

/** `hh:mm:ss` (discount offers); hours grow past 99 rather than wrapping. */
export function formatCountdownHhMmSs(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(total % SECONDS_PER_MINUTE)}`;
}
