import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABOUT_ME_MAX_CHARS, NICKNAME_MAX_LETTERS, SPOKEN_LANGUAGE_CODES, SPOKEN_LANGUAGES_MAX,
  editedAboutMe, editedNickname, editedSpokenLanguages, spokenLanguagesOf, toggleSpokenLanguage,
} from './profile-fields';

const letter = fc.constantFrom('a', 'ß', 'ع', '😀', 'ñ', '中');
const word = (min: number, max: number) => fc.array(letter, { minLength: min, maxLength: max }).map((letters) => letters.join(''));
const language = fc.constantFrom(...SPOKEN_LANGUAGE_CODES);

describe('profile fields (properties)', () => {
  it('accepts a nickname of 1 to NICKNAME_MAX_LETTERS letters, however many UTF-16 units they take, and refuses a longer one', () => {
    fc.assert(
      fc.property(word(1, NICKNAME_MAX_LETTERS), (nickname) => {
        expect(editedNickname(`  ${nickname} `)).toEqual({ ok: true, value: nickname });
      }),
    );
    fc.assert(
      fc.property(word(NICKNAME_MAX_LETTERS + 1, NICKNAME_MAX_LETTERS * 3), (nickname) => {
        expect(editedNickname(nickname)).toEqual({ ok: false, error: { code: 'PROFILE_EDIT.NICKNAME_TOO_LONG', max: NICKNAME_MAX_LETTERS } });
      }),
    );
    expect(editedNickname('   ').ok).toBe(false);
  });

  it('accepts "about me" up to ABOUT_ME_MAX_CHARS letters and not one more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ABOUT_ME_MAX_CHARS * 2 }), (length) => {
        expect(editedAboutMe('é'.repeat(length)).ok).toBe(length <= ABOUT_ME_MAX_CHARS);
      }),
    );
  });

  it('keeps at most SPOKEN_LANGUAGES_MAX distinct known languages, and round-trips them through the comma list', () => {
    expect(SPOKEN_LANGUAGE_CODES.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.uniqueArray(language, { maxLength: SPOKEN_LANGUAGES_MAX * 2 }), (codes) => {
        const edited = editedSpokenLanguages(codes);
        expect(edited.ok).toBe(codes.length <= SPOKEN_LANGUAGES_MAX);
        if (edited.ok) expect(spokenLanguagesOf(edited.value)).toEqual(codes);
      }),
    );
    expect(editedSpokenLanguages(['klingon']).ok).toBe(false);
  });

  it('never lets a selection grow past SPOKEN_LANGUAGES_MAX by toggling, and a refused pick leaves it unchanged', () => {
    fc.assert(
      fc.property(fc.array(language, { maxLength: 30 }), (taps) => {
        let selected: readonly string[] = [];
        for (const code of taps) {
          const next = toggleSpokenLanguage(selected, code);
          if (next.ok) selected = next.value;
          expect(selected.length).toBeLessThanOrEqual(SPOKEN_LANGUAGES_MAX);
        }
      }),
    );
  });
});
