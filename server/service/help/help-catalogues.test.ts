import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../../src/application/i18n/languages';
import { HELP_TOPICS } from '../help-catalogue';
import { HELP_CATALOGUES } from './index';

const catalogueOf = (language: string) => JSON.parse(fs.readFileSync(`locales/${language}.json`, 'utf8')) as { serviceChat: { talkToPerson: string }; login: { forgot: string } };

describe('the help catalogues', () => {
  it.each(APP_LANGUAGES)('has every text of English in %s, each its own (translated, not copied)', (language) => {
    const help = HELP_CATALOGUES[language];
    const en = HELP_CATALOGUES.en;
    const texts = (c: typeof en) => [c.greeting, c.noAnswer, c.queued, c.ratingRequest, ...HELP_TOPICS.flatMap((t) => [c.topics[t].question, c.topics[t].answer, c.topics[t].keywords])];
    expect(texts(help).every((text) => text.trim() !== '')).toBe(true);
    if (language !== 'en') expect(texts(help).filter((text, i) => text === texts(en)[i])).toEqual([]);
  });

  it.each(APP_LANGUAGES)('names the buttons of %s as the app labels them (talk to a person, forgot password)', (language) => {
    const labels = catalogueOf(language);
    expect(HELP_CATALOGUES[language].noAnswer).toContain(labels.serviceChat.talkToPerson);
    expect(HELP_CATALOGUES[language].topics.account.answer).toContain(labels.login.forgot.replace(/[?？]\s*$/u, '').trim());
  });
});
