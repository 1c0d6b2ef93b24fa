import { describe, expect, it } from 'vitest';
import { PHRASEBOOK, PHRASEBOOK_LANGUAGES } from './phrasebook.js';
import { createPhrasebookTranslator, phraseKey } from './phrasebook-translator.js';

const translator = createPhrasebookTranslator();

describe('the embedded phrasebook translator', () => {
  it('translates a greeting between the UI languages', async () => {
    expect(await translator.translate('Hola', 'en')).toEqual({ ok: true, text: 'Hello', source: 'es' });
    expect(await translator.translate('good morning', 'tr')).toEqual({ ok: true, text: 'Günaydın', source: 'en' });
    expect(await translator.translate('كيف حالك؟', 'pt')).toEqual({ ok: true, text: 'Como você está?', source: 'ar' });
  });

  it('translates a message clause by clause and keeps its emoji', async () => {
    expect(await translator.translate('Hi! How are you? 😊', 'es')).toEqual({ ok: true, text: 'Hola ¿Cómo estás? 😊', source: 'en' });
  });

  it('reads text typed without accents, marks or capitals', async () => {
    expect(await translator.translate('como estas', 'en')).toMatchObject({ ok: true, text: 'How are you?' });
    expect(await translator.translate('NASILSIN', 'en')).toMatchObject({ ok: true, text: 'How are you?' });
    expect(await translator.translate('tesekkurler', 'en')).toMatchObject({ ok: true, text: 'Thank you' });
  });

  it('says "not available" for a sentence it does not know, even when part of it is known', async () => {
    expect(await translator.translate('The weather in Lisbon is lovely today', 'es')).toMatchObject({ ok: false, error: { code: 'TRANSLATE.UNAVAILABLE' } });
    expect(await translator.translate('Hello, the weather is lovely', 'es')).toMatchObject({ ok: false, error: { code: 'TRANSLATE.UNAVAILABLE' } });
  });

  it('says "not available" for a language outside en, es, ar, pt and tr', async () => {
    expect(await translator.translate('Hello', 'fr')).toMatchObject({ ok: false, error: { code: 'TRANSLATE.UNAVAILABLE' } });
  });

  it('treats the app codes ars and region variants as their language', async () => {
    expect(await translator.translate('Thanks', 'ars')).toMatchObject({ ok: true, text: 'شكرا' });
    expect(await translator.translate('Thanks', 'pt-BR')).toMatchObject({ ok: true, text: 'Obrigado' });
  });

  it('gives every phrase a written form in every language, and each form reads back to its phrase', async () => {
    for (const forms of PHRASEBOOK) {
      for (const language of PHRASEBOOK_LANGUAGES) {
        expect(forms[language].length).toBeGreaterThan(0);
        for (const form of forms[language]) expect(phraseKey(form)).not.toBe('');
      }
      const english = forms.en[0] ?? '';
      for (const language of PHRASEBOOK_LANGUAGES) {
        expect(await translator.translate(english, language)).toMatchObject({ ok: true, text: forms[language][0] });
      }
    }
  });
});
