import { compileScreeningRules } from './compile-screening-rules';
import type { ScreeningMatcher, ScreeningResult, ScreeningRules } from './screening-types';

const matchers = new WeakMap<ScreeningRules, ScreeningMatcher>();

/**
 * Screens one outgoing text (001 §5). Rules are treated as immutable values: the compiled
 * form is cached by the identity of the rules object (and of its word lists), so pass the
 * same object again rather than a fresh copy.
 */
export function screenOutgoingText(text: string, rules: ScreeningRules): ScreeningResult {
  if (typeof rules !== 'object' || rules === null) return { flagged: false, content: text };
  let matcher = matchers.get(rules);
  if (matcher === undefined) {
    matcher = compileScreeningRules(rules);
    matchers.set(rules, matcher);
  }
  return matcher.screen(text);
}
