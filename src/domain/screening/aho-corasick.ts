/**
 * Aho–Corasick multi-pattern search over UTF-16 code units: one pass over the text finds
 * every occurrence of every pattern, whatever the number of patterns (the server's lists
 * run to thousands of words; a regular-expression alternation of them costs milliseconds
 * per message). Written here because the domain takes no libraries.
 */
export interface Automaton {
  /** Goto function: per state, code unit → next state. */
  readonly next: readonly ReadonlyMap<number, number>[];
  /** Failure link: the state for the longest proper suffix that is also a trie path. */
  readonly fail: Int32Array;
  /** Index of the pattern that ends exactly at this state, or -1. */
  readonly pattern: Int32Array;
  /** Nearest state on the failure chain (excluding this one) where a pattern ends, or -1. */
  readonly outputLink: Int32Array;
  readonly lengths: readonly number[];
}

/** One occurrence: the pattern's index and the half-open range [from, to) it covers. */
export interface PatternHit {
  readonly pattern: number;
  readonly from: number;
  readonly to: number;
}

const ROOT = 0;

/** Builds the automaton; duplicate patterns keep the first index, empty ones never match. */
export function buildAutomaton(patterns: readonly string[]): Automaton {
  const next: Map<number, number>[] = [new Map()];
  const terminal: number[] = [-1];
  patterns.forEach((word, index) => {
    if (word.length === 0) return;
    let state = ROOT;
    for (let i = 0; i < word.length; i += 1) {
      const code = word.charCodeAt(i);
      const transitions = next[state] as Map<number, number>;
      let target = transitions.get(code);
      if (target === undefined) {
        target = next.length;
        transitions.set(code, target);
        next.push(new Map());
        terminal.push(-1);
      }
      state = target;
    }
    if (terminal[state] === -1) terminal[state] = index;
  });

  const fail = new Int32Array(next.length);
  const outputLink = new Int32Array(next.length).fill(-1);
  // Breadth first, so every failure target is finished before it is used.
  const queue: number[] = [...(next[ROOT] as Map<number, number>).values()];
  for (let head = 0; head < queue.length; head += 1) {
    const state = queue[head] as number;
    for (const [code, child] of next[state] as Map<number, number>) {
      let f = fail[state] as number;
      while (f !== ROOT && !(next[f] as Map<number, number>).has(code)) f = fail[f] as number;
      const target = (next[f] as Map<number, number>).get(code);
      // The target is shallower than `child`, so it is never `child` itself.
      const childFail = target ?? ROOT;
      fail[child] = childFail;
      outputLink[child] = (terminal[childFail] as number) >= 0 ? childFail : (outputLink[childFail] as number);
      queue.push(child);
    }
  }
  return { next, fail, pattern: Int32Array.from(terminal), outputLink, lengths: patterns.map((p) => p.length) };
}

/** Every occurrence of every pattern, overlapping ones included, ordered by end. */
export function findAll(automaton: Automaton, text: string): PatternHit[] {
  const { next, fail, pattern, outputLink, lengths } = automaton;
  const hits: PatternHit[] = [];
  let state = ROOT;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    let target = (next[state] as ReadonlyMap<number, number>).get(code);
    while (target === undefined && state !== ROOT) {
      state = fail[state] as number;
      target = (next[state] as ReadonlyMap<number, number>).get(code);
    }
    state = target ?? ROOT;
    let out = (pattern[state] as number) >= 0 ? state : (outputLink[state] as number);
    while (out >= 0) {
      const index = pattern[out] as number;
      hits.push({ pattern: index, from: i + 1 - (lengths[index] as number), to: i + 1 });
      out = outputLink[out] as number;
    }
  }
  return hits;
}
