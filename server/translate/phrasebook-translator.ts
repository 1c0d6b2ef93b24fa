import { PHRASEBOOK, PHRASEBOOK_LANGUAGES, type PhrasebookLanguage } from './phrasebook.js';
import { translatorLanguage, type TranslateResult, type Translator } from './translator.js';

/** Clause breaks (kept out of the lookup) and emoji (carried over as they are). */
const SPLIT = /([.!?¡¿؟,،;:\n]+|(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)+)/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * The lookup form of a phrase: lower case (Turkish dotless ı as i), accents and Arabic
 * vowel marks dropped, punctuation and apostrophes as spaces, spaces collapsed. People
 * type "como estas" as often as "¿Cómo estás?".
 */
export function phraseKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Entry {
  readonly phrase: number;
  readonly language: PhrasebookLanguage;
}

function buildIndex(): ReadonlyMap<string, Entry> {
  const index = new Map<string, Entry>();
  PHRASEBOOK.forEach((forms, phrase) => {
    for (const language of PHRASEBOOK_LANGUAGES) {
      for (const form of forms[language]) {
        const key = phraseKey(form);
        if (!index.has(key)) index.set(key, { phrase, language });
      }
    }
  });
  return index;
}

const isPhrasebookLanguage = (code: string): code is PhrasebookLanguage => (PHRASEBOOK_LANGUAGES as readonly string[]).includes(code);

/**
 * The embedded translator: works offline, and only for what it knows. A message made of
 * known phrases (greetings and small talk in en, es, ar, pt, tr — see PHRASEBOOK), clause
 * by clause, with emoji carried over, is translated; anything else is honestly "not available".
 */
export function createPhrasebookTranslator(): Translator {
  const index = buildIndex();
  return {
    async translate(text, targetCode): Promise<TranslateResult> {
      const target = translatorLanguage(targetCode);
      if (!isPhrasebookLanguage(target)) {
        return { ok: false, error: { code: 'TRANSLATE.UNAVAILABLE', message: `The built-in translator does not speak "${targetCode}"` } };
      }
      const out: string[] = [];
      let source = '';
      for (const part of text.split(SPLIT)) {
        if (EMOJI.test(part)) {
          out.push(part);
          continue;
        }
        if (SPLIT.test(part) || part.trim() === '') continue;
        const entry = index.get(phraseKey(part));
        const forms = entry === undefined ? undefined : PHRASEBOOK[entry.phrase];
        const written = forms?.[target][0];
        if (entry === undefined || written === undefined) {
          return { ok: false, error: { code: 'TRANSLATE.UNAVAILABLE', message: 'Translation is not available for this text' } };
        }
        if (source === '') source = entry.language;
        out.push(written);
      }
      if (out.length === 0) return { ok: false, error: { code: 'TRANSLATE.UNAVAILABLE', message: 'There is nothing to translate' } };
      return { ok: true, text: out.join(' '), source };
    },
  };
}
