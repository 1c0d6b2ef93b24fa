import { isAsciiDigit, isWhitespace, type TextView } from './text-view';

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

/** Code units of the code point starting at `i`: 2 for a surrogate pair, else 1. */
function widthAt(text: string, i: number): number {
  return isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1)) ? 2 : 1;
}

/**
 * The folded form of the code point at `i`, as a code unit when it is one (the common
 * case, kept free of allocation) or as a string. Lowercases per code point, never per
 * string: the length may change and the mapping back to the original must stay exact.
 */
function foldAt(text: string, i: number, width: number): number | string {
  const code = text.charCodeAt(i);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
  if ((code >= FULLWIDTH_DIGIT_ZERO && code <= FULLWIDTH_DIGIT_NINE) || code === FULLWIDTH_PLUS || code === FULLWIDTH_AT) {
    return code - FULLWIDTH_TO_ASCII_OFFSET;
  }
  const lower = text.slice(i, i + width).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : lower;
}

function firstUnit(folded: number | string): number {
  return typeof folded === 'number' ? folded : folded.charCodeAt(0);
}

/** Spacing between digits ("1 2 3") and after a plus sign ("+ 44") is how numbers dodge a filter. */
function isNumberSpacing(before: number, after: number): boolean {
  return isAsciiDigit(after) && (isAsciiDigit(before) || before === PLUS);
}

const CHUNK = 8_192;

function fromCodes(codes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < codes.length; i += CHUNK) out += String.fromCharCode(...codes.slice(i, i + CHUNK));
  return out;
}

/**
 * Plain ASCII where no spacing follows a digit or '+' normalises by lowercasing alone,
 * unit for unit — most messages, so they skip the index bookkeeping.
 */
function isPlainAscii(text: string): boolean {
  let before = NaN;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x80 || (isWhitespace(code) && (isAsciiDigit(before) || before === PLUS))) return false;
    before = code;
  }
  return true;
}

/**
 * The view every screening rule reads, in one pass: lowercased, full-width digits, '+'
 * and '@' folded to ASCII, and the spacing inside numbers removed.
 */
export function normaliseForScreening(text: string): TextView {
  if (isPlainAscii(text)) return { text: text.toLowerCase() };
  const codes: number[] = [];
  const start: number[] = [];
  const end: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (isWhitespace(text.charCodeAt(i))) {
      let j = i + 1;
      while (j < text.length && isWhitespace(text.charCodeAt(j))) j += 1;
      const after = j < text.length ? firstUnit(foldAt(text, j, widthAt(text, j))) : NaN;
      if (!isNumberSpacing(codes[codes.length - 1] ?? NaN, after)) {
        for (let k = i; k < j; k += 1) {
          codes.push(text.charCodeAt(k));
          start.push(k);
          end.push(k + 1);
        }
      }
      i = j;
      continue;
    }
    const width = widthAt(text, i);
    const folded = foldAt(text, i, width);
    if (typeof folded === 'number') {
      codes.push(folded);
      start.push(i);
      end.push(i + width);
    } else {
      for (let k = 0; k < folded.length; k += 1) {
        codes.push(folded.charCodeAt(k));
        start.push(i);
        end.push(i + width);
      }
    }
    i += width;
  }
  return { text: fromCodes(codes), start, end };
}

/** The normalised text alone (how list words are prepared, so they meet the text half way). */
export function normaliseScreeningText(text: string): string {
  return normaliseForScreening(text).text;
}
