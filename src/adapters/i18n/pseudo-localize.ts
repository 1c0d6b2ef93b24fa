/**
 * The pseudo-locale of development (en-XA, as Android and Chrome name it): every English
 * text with its letters accented, wrapped in ⟦ ⟧ and made 40 % longer. A text on screen
 * that still reads as plain English was never looked up in the catalogue (hard-coded); a
 * layout that breaks shows where a longer language will overflow.
 */
export const PSEUDO_GROWTH = 0.4;
const OPEN = '⟦';
const CLOSE = '⟧';
const PAD = '·';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'đ', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ʠ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Đ', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Placeholders ({{name}}, {{until, datetime}}) and markup tags (<terms>) stay as they are: code reads them. */
const UNTOUCHABLE = /(\{\{[^}]*\}\}|<\/?\w+>)/;

export function pseudoLocalizeText(text: string): string {
  let visible = 0;
  const body = text
    .split(UNTOUCHABLE)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      visible += [...part].length;
      return [...part].map((ch) => ACCENTED[ch] ?? ch).join('');
    })
    .join('');
  const pad = Math.max(0, Math.ceil(visible * PSEUDO_GROWTH) - OPEN.length - CLOSE.length);
  return `${OPEN}${body}${PAD.repeat(pad)}${CLOSE}`;
}

type Catalogue = { readonly [key: string]: unknown };

/** Every text of a catalogue pseudo-localized; keys and nesting unchanged, the input left as it is. */
export function pseudoLocalize(catalogue: Catalogue): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out[key] = pseudoLocalizeText(value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) out[key] = pseudoLocalize(value as Catalogue);
    else out[key] = value;
  }
  return out;
}
