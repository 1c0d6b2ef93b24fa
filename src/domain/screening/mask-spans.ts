import type { Span } from './text-view';

export const SCREEN_MASK = '***';

/** Replaces every span (overlapping or touching ones as one) by SCREEN_MASK. */
export function maskSpans(text: string, spans: readonly Span[]): string {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  let out = '';
  let cursor = 0;
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i] as Span;
    let to = first.to;
    i += 1;
    while (i < sorted.length && (sorted[i] as Span).from <= to) {
      to = Math.max(to, (sorted[i] as Span).to);
      i += 1;
    }
    out += text.slice(cursor, first.from) + SCREEN_MASK;
    cursor = to;
  }
  return out + text.slice(cursor);
}
