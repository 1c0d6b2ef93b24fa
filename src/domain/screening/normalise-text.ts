import { dropWhitespaceRuns, isAsciiDigit, type TextView } from './text-view';

const PLUS = 0x2b;
/** Full-width forms people type to slip digits, '+' and '@' past a filter. */
const FULLWIDTH_DIGIT_ZERO = 0xff10;
const FULLWIDTH_DIGIT_NINE = 0xff19;
const FULLWIDTH_PLUS = 0xff0b;
const FULLWIDTH_AT = 0xff20;
const FULLWIDTH_TO_ASCII_OFFSET = 0xfee0;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function foldCodePoint(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 0x20) : char;
  if ((code >= FULLWIDTH_DIGIT_ZERO && code <= FULLWIDTH_DIGIT_NINE) || code === FULLWIDTH_PLUS || code === FULLWIDTH_AT) {
    return String.fromCharCode(code - FULLWIDTH_TO_ASCII_OFFSET);
  }
  return char.toLowerCase();
}

/**
 * Lowercases per code point (never per string: the length may change, and the mapping back
 * to the original must stay exact) and folds full-width digits, '+' and '@' to ASCII.
 */
function lowercaseView(text: string): TextView {
  const start: number[] = [];
  const end: number[] = [];
  let out = '';
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    const width = isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1)) ? 2 : 1;
    const folded = foldCodePoint(text.slice(i, i + width));
    out += folded;
    for (let k = 0; k < folded.length; k += 1) {
      start.push(i);
      end.push(i + width);
    }
    i += width;
  }
  return { text: out, start, end };
}

/** Spacing between digits ("1 2 3") and after a plus sign ("+ 44") is how numbers dodge a filter. */
function isNumberSpacing(before: number, after: number): boolean {
  return isAsciiDigit(after) && (isAsciiDigit(before) || before === PLUS);
}

/** The view every screening rule reads: lowercased, number spacing removed. */
export function normaliseForScreening(text: string): TextView {
  return dropWhitespaceRuns(lowercaseView(text), isNumberSpacing);
}

/** The normalised text alone (how list words are prepared, so they meet the text half way). */
export function normaliseScreeningText(text: string): string {
  return normaliseForScreening(text).text;
}
