/** Same calendar day in the viewer's time zone. */
function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build (a list of separators scrolls by many): one per locale and style. */
function formatOf(locale: string, style: 'time' | 'day' | 'year'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : style === 'day'
          ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
          : { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The text of a time separator: the time alone for today, the day and time for this
 * year, the full date otherwise. `now` is an argument so the rule stays testable.
 */
export function formatSeparatorTime(mtime: number, now: number, locale: string): string {
  const at = new Date(mtime);
  const today = new Date(now);
  if (sameDay(at, today)) return formatOf(locale, 'time').format(at);
  return formatOf(locale, at.getFullYear() === today.getFullYear() ? 'day' : 'year').format(at);
}

/** A call's length as m:ss (h:mm:ss from an hour). */
export function formatCallDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
