const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  let format = formats.get(`${locale}|${key}`);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(`${locale}|${key}`, format);
  }
  return format;
}

/** An inbox row's time: the clock time today, the day and month this year, else the date. `now` is an argument. */
export function formatInboxTime(mtime: number, now: number, locale: string): string {
  if (mtime <= 0) return '';
  const at = new Date(mtime);
  const today = new Date(now);
  if (at.toDateString() === today.toDateString()) return formatOf(locale, { hour: 'numeric', minute: '2-digit' }, 'time').format(at);
  if (at.getFullYear() === today.getFullYear()) return formatOf(locale, { month: 'short', day: 'numeric' }, 'day').format(at);
  return formatOf(locale, { year: 'numeric', month: 'short', day: 'numeric' }, 'year').format(at);
}
