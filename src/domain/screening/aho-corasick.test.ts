import { describe, expect, it } from 'vitest';
import { buildAutomaton, findAll } from './aho-corasick';

describe('Aho–Corasick', () => {
  it('finds overlapping and nested occurrences of the classic he/she/his/hers set', () => {
    const patterns = ['he', 'she', 'his', 'hers'];
    const hits = findAll(buildAutomaton(patterns), 'ushers').map((h) => [patterns[h.pattern], h.from, h.to]);
    expect(hits).toEqual([['she', 1, 4], ['he', 2, 4], ['hers', 2, 6]]);
  });
  it('finds every occurrence of a repeated pattern', () => {
    expect(findAll(buildAutomaton(['aa']), 'aaaa').map((h) => h.from)).toEqual([0, 1, 2]);
  });
  it('finds nothing with no patterns or only empty ones', () => {
    expect(findAll(buildAutomaton([]), 'abc')).toEqual([]);
    expect(findAll(buildAutomaton(['']), 'abc')).toEqual([]);
  });
  it('reports a duplicated pattern once, under its first index', () => {
    expect(findAll(buildAutomaton(['ab', 'ab']), 'ab')).toEqual([{ pattern: 0, from: 0, to: 2 }]);
  });
  it('matches astral characters as their two code units', () => {
    expect(findAll(buildAutomaton(['😀x']), 'a😀x')).toEqual([{ pattern: 0, from: 1, to: 4 }]);
  });
});
