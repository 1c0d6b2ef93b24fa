import { SENSITIVE_TYPE } from '../constants';
import { buildAutomaton, type Automaton } from './aho-corasick';
import { normaliseScreeningText } from './normalise-text';
import type { ScreeningRules } from './screening-types';

/** One server list as screening applies it. */
export interface WordRule {
  readonly type: number;
  /** 'all': a link list, which hits only when every one of its words occurs. */
  readonly mode: 'any' | 'all';
  /** Indices into `CompiledWordLists.patterns`, without repeats. */
  readonly patterns: readonly number[];
}

export interface CompiledWordLists {
  /** In screening order: types 1, 5, 4, 2, then any other type in the order given. */
  readonly rules: readonly WordRule[];
  /** Every distinct normalised word of every list. */
  readonly patterns: readonly string[];
  /** For each pattern, the indices of the rules that list it. */
  readonly rulesOfPattern: readonly (readonly number[])[];
  readonly automaton: Automaton;
}

const TYPE_ORDER: readonly number[] = [
  SENSITIVE_TYPE.words, SENSITIVE_TYPE.link, SENSITIVE_TYPE.appStoreLink, SENSITIVE_TYPE.secondaryWords,
];

function rank(type: number): number {
  const index = TYPE_ORDER.indexOf(type);
  return index < 0 ? TYPE_ORDER.length : index;
}

type RawList = ScreeningRules['words'][number];

/** Server data is checked, not trusted: a malformed entry is skipped, never thrown on. */
function wellFormedLists(lists: unknown): RawList[] {
  if (!Array.isArray(lists)) return [];
  return lists.filter(
    (list: unknown): list is RawList =>
      typeof list === 'object' && list !== null &&
      Number.isFinite((list as RawList).type) && Array.isArray((list as RawList).words),
  );
}

/**
 * Compiles every list into one automaton, so a message is scanned once however many lists
 * and words there are. List words are trimmed (stray spaces in server data would otherwise
 * match every space) and normalised like the text.
 */
export function compileWordLists(lists: ScreeningRules['words']): CompiledWordLists {
  const patterns: string[] = [];
  const rulesOfPattern: number[][] = [];
  const indexOf = new Map<string, number>();
  const ordered = wellFormedLists(lists)
    .map((list, position) => ({ list, position }))
    .sort((a, b) => rank(a.list.type) - rank(b.list.type) || a.position - b.position);

  const rules = ordered.map(({ list }, ruleIndex): WordRule => {
    const own = new Set<number>();
    for (const word of list.words) {
      if (typeof word !== 'string') continue;
      const normalised = normaliseScreeningText(word.trim());
      if (normalised.length === 0) continue;
      let index = indexOf.get(normalised);
      if (index === undefined) {
        index = patterns.length;
        indexOf.set(normalised, index);
        patterns.push(normalised);
        rulesOfPattern.push([]);
      }
      if (!own.has(index)) (rulesOfPattern[index] as number[]).push(ruleIndex);
      own.add(index);
    }
    return { type: list.type, mode: list.type === SENSITIVE_TYPE.link ? 'all' : 'any', patterns: [...own] };
  });
  return { rules, patterns, rulesOfPattern, automaton: buildAutomaton(patterns) };
}
