/**
 * A rewritten copy of a text that remembers where each of its code units came from, so a
 * match found in the rewritten text can be masked in the original.
 */
export interface TextView {
  readonly text: string;
  /**
   * For each code unit of `text`: the index in the original where its source starts, and
   * the index just after it. Both absent when the view is the original unit for unit.
   */
  readonly start?: readonly number[];
  readonly end?: readonly number[];
}

/** A half-open range [from, to) of code units. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

/** The original range behind a non-empty range of the view. */
export function toOriginalSpan(view: TextView, span: Span): Span {
  if (view.start === undefined || view.end === undefined) return span;
  return { from: view.start[span.from] ?? 0, to: view.end[span.to - 1] ?? 0 };
}

/** Whitespace as JavaScript's `\s` sees it, without a regular expression per character. */
export function isWhitespace(code: number): boolean {
  return (
    code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

export function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * Drops each maximal whitespace run whose neighbours satisfy `drop(before, after)`
 * (char codes; NaN at either end of the text). Neighbours are never whitespace, so the
 * result does not depend on the order in which runs are examined.
 */
export function dropWhitespaceRuns(view: TextView, drop: (before: number, after: number) => boolean): TextView {
  const { text } = view;
  const start: number[] = [];
  const end: number[] = [];
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (!isWhitespace(text.charCodeAt(i))) {
      out += text[i];
      start.push(view.start?.[i] ?? i);
      end.push(view.end?.[i] ?? i + 1);
      i += 1;
      continue;
    }
    let j = i;
    while (j < text.length && isWhitespace(text.charCodeAt(j))) j += 1;
    if (!drop(text.charCodeAt(i - 1), text.charCodeAt(j))) {
      out += text.slice(i, j);
      for (let k = i; k < j; k += 1) {
        start.push(view.start?.[k] ?? k);
        end.push(view.end?.[k] ?? k + 1);
      }
    }
    i = j;
  }
  return { text: out, start, end };
}
