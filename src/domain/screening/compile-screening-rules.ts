import { SENSITIVE_TYPE } from '../constants';
import { findAll } from './aho-corasick';
import { compileWordLists, type CompiledWordLists } from './compile-word-lists';
import { findDigitRuns, findEmails, findHandles, findPlusNumbers } from './contact-patterns';
import { maskSpans } from './mask-spans';
import { normaliseForScreening } from './normalise-text';
import type { ScreeningMatcher, ScreeningResult, ScreeningRules } from './screening-types';
import { toOriginalSpan, type Span, type TextView } from './text-view';

/** A rule that hit: its type, the text reported, every span to mask (original positions). */
interface Hit {
  readonly type: number;
  readonly found: string;
  readonly spans: readonly Span[];
}

/** The automaton depends only on the lists: flags may change per chat, the lists rarely do. */
const compiledLists = new WeakMap<object, CompiledWordLists>();

function wordListsOf(rules: ScreeningRules): CompiledWordLists {
  const lists: unknown = rules.words;
  if (typeof lists !== 'object' || lists === null) return compileWordLists([]);
  let compiled = compiledLists.get(lists);
  if (compiled === undefined) {
    compiled = compileWordLists(rules.words);
    compiledLists.set(lists, compiled);
  }
  return compiled;
}

/** Leftmost first; of two starting together the longer, which contains the other. */
function leftmost(spans: readonly Span[]): Span {
  return spans.reduce((best, s) => (s.from < best.from || (s.from === best.from && s.to > best.to) ? s : best));
}

/** What one rule found in a message: every span, and each word's leftmost span. */
interface RuleFinds {
  readonly spans: Span[];
  readonly firstByPattern: Map<number, Span>;
}

/** Walks the hits, never the lists: the cost follows the message, not the 10,000 words. */
function wordHits(lists: CompiledWordLists, view: TextView, original: string): Hit[] {
  if (lists.patterns.length === 0) return [];
  const byRule = new Map<number, RuleFinds>();
  for (const hit of findAll(lists.automaton, view.text)) {
    const span = toOriginalSpan(view, hit);
    for (const ruleIndex of lists.rulesOfPattern[hit.pattern] ?? []) {
      let finds = byRule.get(ruleIndex);
      if (finds === undefined) {
        finds = { spans: [], firstByPattern: new Map() };
        byRule.set(ruleIndex, finds);
      }
      finds.spans.push(span);
      const first = finds.firstByPattern.get(hit.pattern);
      finds.firstByPattern.set(hit.pattern, first === undefined ? span : leftmost([first, span]));
    }
  }
  const hits: Hit[] = [];
  lists.rules.forEach((rule, ruleIndex) => {
    const finds = byRule.get(ruleIndex);
    if (finds === undefined) return;
    const found = [...finds.firstByPattern.values()];
    if (rule.mode === 'all' && found.length < rule.patterns.length) return;
    // A link list reports each of its words as found, in text order; a word list its first word.
    const reported = rule.mode === 'all' ? found.sort((a, b) => a.from - b.from) : [leftmost(found)];
    hits.push({ type: rule.type, found: reported.map((s) => original.slice(s.from, s.to)).join(' '), spans: finds.spans });
  });
  return hits;
}

function patternHit(type: number, spans: readonly Span[], view: TextView, original: string): Hit[] {
  if (spans.length === 0) return [];
  const mapped = spans.map((s) => toOriginalSpan(view, s));
  const first = leftmost(mapped);
  return [{ type, found: original.slice(first.from, first.to), spans: mapped }];
}

function screen(lists: CompiledWordLists, rules: ScreeningRules, input: string): ScreeningResult {
  const text = typeof input === 'string' ? input : '';
  const view = normaliseForScreening(text);
  const hits = [
    ...wordHits(lists, view, text),
    ...patternHit(SENSITIVE_TYPE.email, findEmails(view.text), view, text),
    ...(rules.privateChat === true
      ? [
          ...patternHit(SENSITIVE_TYPE.digitRun, findDigitRuns(view.text), view, text),
          ...patternHit(SENSITIVE_TYPE.plusDigits, findPlusNumbers(view.text), view, text),
          ...patternHit(SENSITIVE_TYPE.handle, findHandles(view.text), view, text),
        ]
      : []),
  ];
  const first = hits[0];
  if (first === undefined) return { flagged: false, content: text };
  return {
    flagged: true,
    content: rules.allowed === true ? text : maskSpans(text, hits.flatMap((h) => h.spans)),
    original_content: text,
    sensitive_type: first.type,
    sensitive_text: first.found,
  };
}

/**
 * Prepares rules for many messages. Order of the checks, the first hit naming the
 * sensitive_type: list types 1, 5, 4, 2 (then unknown list types), e-mail, and in a
 * private chat the digit run, the '+' number and the @handle. Every check that hits is
 * masked, so no listed word survives in the content.
 */
export function compileScreeningRules(rules: ScreeningRules): ScreeningMatcher {
  const lists = wordListsOf(rules);
  return { screen: (text) => screen(lists, rules, text) };
}
