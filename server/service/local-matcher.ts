import { HELP_TOPICS, type HelpCatalogue, type HelpTopic } from './help-catalogue.js';

/** BM25's term-frequency saturation (the usual value). */
export const BM25_K1 = 1.2;
/** BM25's length normalisation (the usual value). */
export const BM25_B = 0.75;
/**
 * Ours: the least score that counts as an answer. One shared rare word scores about 1;
 * below this a match rests on a common word alone and is worse than "talk to a person".
 */
export const MIN_MATCH_SCORE = 0.8;
/** Words shorter than this carry no meaning for matching (a, I, of…), in scripts with spaces. */
const MIN_WORD_LENGTH = 2;

export interface Match {
  readonly topic: HelpTopic;
  readonly score: number;
}

/**
 * The words of a text, lower-cased: Intl's word segmenter (Thai and other scripts without
 * spaces are cut into words too), punctuation dropped, very short words dropped.
 */
export function wordsOf(text: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const words: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFKC').toLocaleLowerCase(language))) {
    if (part.isWordLike === true && [...part.segment].length >= MIN_WORD_LENGTH) words.push(part.segment);
  }
  return words;
}

interface Document {
  readonly topic: HelpTopic;
  readonly counts: ReadonlyMap<string, number>;
  readonly length: number;
}

/**
 * The retrieval step over the help catalogue (BM25 over each topic's question, answer and
 * keywords, in the catalogue's language): topics that share words with the question, best
 * first, above MIN_MATCH_SCORE.
 */
export function createLocalMatcher(catalogue: HelpCatalogue, language: string): (question: string) => readonly Match[] {
  const documents: Document[] = HELP_TOPICS.map((topic) => {
    const entry = catalogue.topics[topic];
    const words = wordsOf(`${entry.question} ${entry.keywords} ${entry.answer}`, language);
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { topic, counts, length: words.length };
  });
  const averageLength = documents.reduce((sum, d) => sum + d.length, 0) / documents.length;
  const inverseFrequency = (word: string): number => {
    const having = documents.filter((d) => d.counts.has(word)).length;
    return Math.log(1 + (documents.length - having + 0.5) / (having + 0.5));
  };
  return (question) => {
    const words = [...new Set(wordsOf(question, language))];
    return documents
      .map((d) => ({
        topic: d.topic,
        score: words.reduce((sum, word) => {
          const tf = d.counts.get(word) ?? 0;
          if (tf === 0) return sum;
          return sum + (inverseFrequency(word) * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * d.length) / averageLength));
        }, 0),
      }))
      .filter((m) => m.score >= MIN_MATCH_SCORE)
      .sort((a, b) => b.score - a.score || HELP_TOPICS.indexOf(a.topic) - HELP_TOPICS.indexOf(b.topic));
  };
}
