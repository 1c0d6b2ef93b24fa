/** Popularity (spec 000 §9, 001 §3): coins spent on a user in the last 24 hours. */
export const POPULARITY_WINDOW_HOURS = 24;
export const MS_PER_HOUR = 3_600_000;

/** The start of the UTC hour holding `at`: popularity is kept in hourly buckets. */
export function hourStart(at: number): number {
  return Math.floor(at / MS_PER_HOUR) * MS_PER_HOUR;
}

/**
 * The oldest hourly bucket that still counts at `now`: the current hour and the 23 before
 * it, so a spend counts for between 23 and 24 hours (whole UTC hours, ADR 0008).
 */
export function oldestPopularHour(now: number): number {
  return hourStart(now) - (POPULARITY_WINDOW_HOURS - 1) * MS_PER_HOUR;
}
