import { describe, expect, it } from 'vitest';
import { reportReasonsIn } from './report-reasons';

/** The interface languages of spec 001 §9 (src/application/i18n/languages.ts), English first. */
const INTERFACE_LANGUAGES = ['en', 'es', 'ar', 'pt', 'tr', 'fr', 'vi', 'in', 'de', 'it', 'ru', 'ro', 'hi', 'fa', 'th', 'nl', 'pl', 'ms', 'hu'];

describe('report reasons by language', () => {
  it('words the six violation types in every interface language, none left in English', () => {
    const english = reportReasonsIn('en');
    for (const language of INTERFACE_LANGUAGES.slice(1)) {
      const reasons = reportReasonsIn(language);
      expect(reasons.map((r) => r.id), language).toEqual([1, 2, 3, 4, 5, 6]);
      reasons.forEach((reason, i) => {
        expect(reason.title, `${language} ${reason.id}`).not.toBe(english[i]!.title);
        expect(reason.intro, `${language} ${reason.id}`).not.toBe(english[i]!.intro);
      });
    }
  });

  it('answers a regional tag with its language and an unknown one in English', () => {
    expect(reportReasonsIn('pt-BR')[0]!.title).toBe(reportReasonsIn('pt')[0]!.title);
    expect(reportReasonsIn('ja')).toEqual(reportReasonsIn('en'));
  });
});
