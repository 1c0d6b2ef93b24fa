import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from './help-catalogue';
import { HELP_CATALOGUES } from './help/index';
import { HELP_EN } from './help/en';
import { createLocalMatcher, MIN_MATCH_SCORE, wordsOf } from './local-matcher';

const match = createLocalMatcher(HELP_EN, 'en');
const topicWords = [...new Set(HELP_TOPICS.flatMap((t) => wordsOf(`${HELP_EN.topics[t].question} ${HELP_EN.topics[t].keywords}`, 'en')))];

describe('the local matcher (BM25 over the help catalogue)', () => {
  it('finds each topic first when asked its own question, in every shipped language', () => {
    for (const [language, catalogue] of Object.entries(HELP_CATALOGUES)) {
      const matcher = createLocalMatcher(catalogue, language);
      for (const topic of HELP_TOPICS) expect([language, matcher(catalogue.topics[topic].question)[0]?.topic]).toEqual([language, topic]);
    }
  });

  it('answers plain questions people type', () => {
    expect(match('I bought coins but my balance did not change')[0]?.topic).toBe('coins');
    expect(match('the card was declined')[0]?.topic).toBe('payments');
    expect(match('someone is harassing me')[0]?.topic).toBe('report');
    expect(match('how much does a video call cost per minute')[0]?.topic).toBe('calls');
  });

  it('finds nothing for words the catalogue does not have', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[xzq]{3,8}$/), { maxLength: 6 }), (words) => {
        expect(match(words.join(' '))).toEqual([]);
      }),
    );
  });

  it('ranks by score, best first, every score at least the threshold, whatever the word order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(topicWords, { minLength: 1, maxLength: 6 }), (words) => {
        const found = match(words.join(' '));
        expect(found.every((m) => m.score >= MIN_MATCH_SCORE)).toBe(true);
        expect(found.map((m) => m.score)).toEqual([...found.map((m) => m.score)].sort((a, b) => b - a));
        expect(match([...words].reverse().join(' ')).map((m) => m.topic)).toEqual(found.map((m) => m.topic));
      }),
    );
  });

  it('never scores a topic lower when the question adds one of its keywords', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HELP_TOPICS), fc.array(fc.constantFrom(...topicWords), { maxLength: 4 }), (topic, words) => {
        const keyword = wordsOf(HELP_EN.topics[topic].keywords, 'en')[0] ?? '';
        const scoreOf = (q: string) => match(q).find((m) => m.topic === topic)?.score ?? 0;
        expect(scoreOf(`${words.join(' ')} ${keyword}`)).toBeGreaterThanOrEqual(scoreOf(words.join(' ')));
      }),
    );
  });

  it('cuts words in a script without spaces (Thai)', () => {
    expect(wordsOf('เหรียญของฉันหายไป', 'th').length).toBeGreaterThan(1);
  });
});
