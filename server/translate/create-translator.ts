import { createLibreTranslateTranslator } from './libre-translate-translator.js';
import { createPhrasebookTranslator } from './phrasebook-translator.js';
import type { Translator } from './translator.js';

/** TRANSLATE_URL selects a LibreTranslate server; without it the embedded phrasebook answers. */
export function createTranslator(translateUrl: string | undefined, apiKey: string | undefined = process.env.TRANSLATE_API_KEY || undefined): Translator {
  return translateUrl === undefined ? createPhrasebookTranslator() : createLibreTranslateTranslator(translateUrl, apiKey);
}
