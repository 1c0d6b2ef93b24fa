/** Same calendar day in the viewer's time zone. */
function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The text of a time separator: the time alone for today, the day and time for this
 * year, the full date otherwise. `now` is an argument so the rule stays testable.
 */
export function formatSeparatorTime(mtime: number, now: number, locale: string): string {
  const at = new Date(mtime);
  const today = new Date(now);
  if (sameDay(at, today)) return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at);
  const options: Intl.DateTimeFormatOptions =
    at.getFullYear() === today.getFullYear()
      ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

/** A call's length as m:ss (h:mm:ss from an hour). */
export function formatCallDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
