/**
 * Aho–Corasick multi-pattern search over UTF-16 code units: one pass over the text finds
 * every occurrence of every pattern, whatever the number of patterns (the server's lists
 * run to thousands of words; a regular-expression alternation of them is an order of
 * magnitude slower, see bench/screening.bench.ts). Written here because the domain takes no libraries.
 *
 * Layout, chosen for speed on short messages: code units map to a small alphabet (a unit
 * in no pattern sends the search straight back to the root), the root has a direct table,
 * and every other edge sits in one open-addressing hash over typed arrays.
 */
export interface Automaton {
  /** Code unit → symbol 1..n; 0 when no pattern contains the unit. */
  readonly symbolOf: Int32Array;
  /** Symbol → state reached from the root (0: stay at the root). */
  readonly rootNext: Int32Array;
  /** Edge hash: slot → source state (-1 empty), symbol, target state. */
  readonly edgeFrom: Int32Array;
  readonly edgeSymbol: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeMask: number;
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
const CODE_UNITS = 0x10000;

function slotOf(state: number, symbol: number, mask: number): number {
  return (Math.imul(state, 0x9e3779b1) ^ Math.imul(symbol, 0x85ebca6b)) & mask;
}

/** The target of the edge (state, symbol) below the root, or -1. */
function edge(a: Automaton, state: number, symbol: number): number {
  for (let slot = slotOf(state, symbol, a.edgeMask); ; slot = (slot + 1) & a.edgeMask) {
    const from = a.edgeFrom[slot] as number;
    if (from === -1) return -1;
    if (from === state && a.edgeSymbol[slot] === symbol) return a.edgeTo[slot] as number;
  }
}

/** Builds the automaton; duplicate patterns keep the first index, empty ones never match. */
export function buildAutomaton(patterns: readonly string[]): Automaton {
  const symbolOf = new Int32Array(CODE_UNITS);
  let symbols = 0;
  const children: Map<number, number>[] = [new Map()];
  const terminal: number[] = [-1];
  patterns.forEach((word, index) => {
    let state = ROOT;
    for (let i = 0; i < word.length; i += 1) {
      const code = word.charCodeAt(i);
      if (symbolOf[code] === 0) symbolOf[code] = ++symbols;
      const symbol = symbolOf[code] as number;
      const own = children[state] as Map<number, number>;
      let target = own.get(symbol);
      if (target === undefined) {
        target = children.length;
        own.set(symbol, target);
        children.push(new Map());
        terminal.push(-1);
      }
      state = target;
    }
    if (state !== ROOT && terminal[state] === -1) terminal[state] = index;
  });

  const states = children.length;
  let size = 2;
  while (size < 2 * states) size *= 2;
  const rootNext = new Int32Array(symbols + 1);
  for (const [symbol, child] of children[ROOT] as Map<number, number>) rootNext[symbol] = child;
  const automaton: Automaton = {
    symbolOf, rootNext,
    edgeFrom: new Int32Array(size).fill(-1), edgeSymbol: new Int32Array(size), edgeTo: new Int32Array(size), edgeMask: size - 1,
    fail: new Int32Array(states), pattern: Int32Array.from(terminal), outputLink: new Int32Array(states).fill(-1),
    lengths: patterns.map((p) => p.length),
  };
  children.forEach((own, state) => {
    if (state === ROOT) return;
    for (const [symbol, child] of own) {
      let slot = slotOf(state, symbol, automaton.edgeMask);
      while (automaton.edgeFrom[slot] !== -1) slot = (slot + 1) & automaton.edgeMask;
      automaton.edgeFrom[slot] = state;
      automaton.edgeSymbol[slot] = symbol;
      automaton.edgeTo[slot] = child;
    }
  });

  // Breadth first, so every failure target is finished before it is used.
  const { fail, outputLink } = automaton;
  const queue: number[] = [...(children[ROOT] as Map<number, number>).values()];
  for (let head = 0; head < queue.length; head += 1) {
    const state = queue[head] as number;
    for (const [symbol, child] of children[state] as Map<number, number>) {
      // The target found is shallower than `child`, so it is never `child` itself.
      const childFail = step(automaton, fail[state] as number, symbol);
      fail[child] = childFail;
      outputLink[child] = (terminal[childFail] as number) >= 0 ? childFail : (outputLink[childFail] as number);
      queue.push(child);
    }
  }
  return automaton;
}

/** The goto-with-failure function: where `symbol` leads from `state`. */
function step(a: Automaton, from: number, symbol: number): number {
  let state = from;
  while (state !== ROOT) {
    const target = edge(a, state, symbol);
    if (target >= 0) return target;
    state = a.fail[state] as number;
  }
  return a.rootNext[symbol] as number;
}

/** Every occurrence of every pattern, overlapping ones included, ordered by end. */
export function findAll(automaton: Automaton, text: string): PatternHit[] {
  const { symbolOf, pattern, outputLink, lengths } = automaton;
  const hits: PatternHit[] = [];
  let state = ROOT;
  for (let i = 0; i < text.length; i += 1) {
    const symbol = symbolOf[text.charCodeAt(i)] as number;
    if (symbol === 0) {
      state = ROOT;
      continue;
    }
    state = step(automaton, state, symbol);
    let out = (pattern[state] as number) >= 0 ? state : (outputLink[state] as number);
    while (out >= 0) {
      const index = pattern[out] as number;
      hits.push({ pattern: index, from: i + 1 - (lengths[index] as number), to: i + 1 });
      out = outputLink[out] as number;
    }
  }
  return hits;
}
