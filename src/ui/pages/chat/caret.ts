/** Inserts text at the caret of a field (or at its end when it has none), returning the new value and caret. */
export function insertAtCaret(value: string, insert: string, start: number | null, end: number | null): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
