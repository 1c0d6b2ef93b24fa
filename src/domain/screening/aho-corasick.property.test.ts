import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAutomaton, findAll } from './aho-corasick';

/** A small alphabet so random words really occur, overlap and nest in random texts. */
const unit = fc.constantFrom('a', 'b', 'c', 'é', '😀');
const word = fc.string({ unit, minLength: 1, maxLength: 5 });

function naive(patterns: readonly string[], text: string): string[] {
  const found: string[] = [];
  patterns.forEach((p, index) => {
    if (patterns.indexOf(p) !== index) return;
    for (let at = text.indexOf(p); at >= 0; at = text.indexOf(p, at + 1)) found.push(`${index}@${at}`);
  });
  return found.sort();
}

describe('Aho–Corasick properties', () => {
  it('finds exactly the occurrences a naive indexOf scan finds', () => {
    fc.assert(fc.property(fc.array(word, { maxLength: 12 }), fc.string({ unit, maxLength: 40 }), (patterns, text) => {
      const hits = findAll(buildAutomaton(patterns), text).map((h) => `${h.pattern}@${h.from}`);
      expect(hits.sort()).toEqual(naive(patterns, text));
    }), { numRuns: 500 });
  });
  it('reports each hit as a range that spells its pattern', () => {
    fc.assert(fc.property(fc.array(word, { maxLength: 8 }), fc.string({ unit, maxLength: 30 }), (patterns, text) => {
      for (const hit of findAll(buildAutomaton(patterns), text)) expect(text.slice(hit.from, hit.to)).toBe(patterns[hit.pattern]);
    }));
  });
});
