import { dropWhitespaceRuns, isAsciiDigit, toOriginalSpan, type Span } from './text-view';

/** Private-chat screening: a run of this many digits is a phone number. */
export const SCREEN_DIGIT_RUN = 8;
/** Private-chat screening: a plus sign followed by this many digits. */
export const SCREEN_PLUS_DIGITS = 6;

/**
 * The built-in contact patterns: phone numbers, '+' numbers, @handles and e-mail
 * addresses. Hand-written scanners rather than regular expressions so that each stays
 * linear in the text whatever the input (a `[a-z]+@` pattern backtracks quadratically
 * over a long message without an '@').
 */

const PLUS = 0x2b;
const AT = 0x40;
const DOT = 0x2e;
const HYPHEN = 0x2d;
const UNDERSCORE = 0x5f;
/** The shortest top-level domain ("io", "de"). */
const EMAIL_TLD_MIN_LETTERS = 2;

function isAsciiLetter(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

function isHandleChar(code: number): boolean {
  return isAsciiLetter(code) || isAsciiDigit(code) || code === UNDERSCORE || code === DOT;
}

function isEmailLocalChar(code: number): boolean {
  return isHandleChar(code) || code === HYPHEN || code === PLUS || code === 0x25 /* % */;
}

function isEmailDomainChar(code: number): boolean {
  return isAsciiLetter(code) || isAsciiDigit(code) || code === HYPHEN || code === DOT;
}

/** Runs of at least SCREEN_DIGIT_RUN digits (a phone number), in the normalised text. */
export function findDigitRuns(text: string): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isAsciiDigit(text.charCodeAt(i))) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < text.length && isAsciiDigit(text.charCodeAt(j))) j += 1;
    if (j - i >= SCREEN_DIGIT_RUN) spans.push({ from: i, to: j });
    i = j;
  }
  return spans;
}

/** A '+' followed by at least SCREEN_PLUS_DIGITS digits (an international number). */
export function findPlusNumbers(text: string): Span[] {
  const spans: Span[] = [];
  for (let i = text.indexOf('+'); i >= 0; i = text.indexOf('+', i + 1)) {
    let j = i + 1;
    while (j < text.length && isAsciiDigit(text.charCodeAt(j))) j += 1;
    if (j - i - 1 >= SCREEN_PLUS_DIGITS) spans.push({ from: i, to: j });
  }
  return spans;
}

/** '@' followed by a handle ("@anna_b", "@anna.b"); a trailing dot ends the sentence, not the handle. */
export function findHandles(text: string): Span[] {
  const spans: Span[] = [];
  for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
    let j = i + 1;
    while (j < text.length && isHandleChar(text.charCodeAt(j))) j += 1;
    while (j > i + 1 && text.charCodeAt(j - 1) === DOT) j -= 1;
    if (j > i + 1) spans.push({ from: i, to: j });
  }
  return spans;
}

/** The end of a domain "label.label.tld" starting at `from`, or -1 when there is none. */
function domainEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isEmailDomainChar(text.charCodeAt(end))) end += 1;
  while (end > from && !isAsciiLetter(text.charCodeAt(end - 1))) end -= 1;
  let lastDot = end - 1;
  while (lastDot > from && isAsciiLetter(text.charCodeAt(lastDot))) lastDot -= 1;
  const hasLabel = lastDot > from && text.charCodeAt(lastDot) === DOT && text.charCodeAt(lastDot - 1) !== DOT;
  return hasLabel && end - lastDot - 1 >= EMAIL_TLD_MIN_LETTERS ? end : -1;
}

function findEmailsIn(text: string): Span[] {
  const spans: Span[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    // '@' is no local-part character, so no stretch of text is walked twice.
    let from = at;
    while (from > 0 && isEmailLocalChar(text.charCodeAt(from - 1))) from -= 1;
    const end = from < at ? domainEnd(text, at + 1) : -1;
    if (end >= 0) spans.push({ from, to: end });
  }
  return spans;
}

function isEmailSpacing(before: number, after: number): boolean {
  return before === AT || after === AT || before === DOT || after === DOT;
}

/**
 * E-mail addresses in the normalised text. The spec checks "after
 * whitespace is removed"; we remove only the spacing around '@' and '.' ("anna @ mail .
 * com") — removing every space would glue the neighbouring words into the address and
 * mask the whole sentence.
 */
export function findEmails(text: string): Span[] {
  if (!text.includes('@')) return [];
  const compact = dropWhitespaceRuns({ text }, isEmailSpacing);
  return findEmailsIn(compact.text).map((span) => toOriginalSpan(compact, span));
}
