/** Why a text was not translated: no translator knows it, or the remote one failed. */
export type TranslateErrorCode = 'TRANSLATE.UNAVAILABLE' | 'TRANSLATE.FAILED';

export type TranslateResult =
  | { readonly ok: true; readonly text: string; /** The language the text was read as ('' when not known). */ readonly source: string }
  | { readonly ok: false; readonly error: { readonly code: TranslateErrorCode; readonly message: string } };

/** The translation port of /translate/index: the embedded phrasebook, or a LibreTranslate server. */
export interface Translator {
  translate(text: string, target: string): Promise<TranslateResult>;
}

/** App language codes as translators name them: the spec's 'ars' is Arabic, its 'in' Indonesian; regions are dropped. */
const ALIASES: Readonly<Record<string, string>> = { ars: 'ar', in: 'id' };

export function translatorLanguage(code: string): string {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ALIASES[base] ?? base;
}
