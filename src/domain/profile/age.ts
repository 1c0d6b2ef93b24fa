/** A calendar date as written in a profile birthday (`YYYY-MM-DD`). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1–12
  readonly day: number; // 1–31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a strict `YYYY-MM-DD` birthday; null when the text is not a real calendar day. */
export function parseBirthday(birthday: string): CalendarDate | null {
  const match = ISO_DATE.exec(birthday);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Round-trip through a UTC date so that 2023-02-29 or 2024-13-01 are rejected.
  // setUTCFullYear (unlike Date.UTC) keeps years below 100 as written.
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Whole years between the birthday and `now`, read in UTC calendar terms: the
 * birthday itself counts (turning 18 today gives 18). A 29 February birthday is
 * reached on 1 March in common years. An invalid birthday or date gives NaN, never
 * a throw, so a form can show its own message. A birthday after `now` gives a
 * negative number.
 */
export function ageFromBirthday(birthday: string, now: Date): number {
  const born = parseBirthday(birthday);
  if (born === null || Number.isNaN(now.getTime())) return Number.NaN;
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const hadBirthdayThisYear = month > born.month || (month === born.month && day >= born.day);
  return now.getUTCFullYear() - born.year - (hadBirthdayThisYear ? 0 : 1);
}

/**
 * The age another user's card shows: whole years on `now`, or null when the birthday is
 * missing, invalid or in the future. Cards carry this, never the birthday (issue #11).
 */
export function cardAge(birthday: string | null, now: Date): number | null {
  const age = birthday === null ? Number.NaN : ageFromBirthday(birthday, now);
  return Number.isFinite(age) && age >= 0 ? age : null;
}
