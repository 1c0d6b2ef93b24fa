/**
 * A price or number set inside translated text as its own direction run (Unicode
 * isolates), so "$4.99" keeps its order inside an Arabic sentence.
 */
export function isolate(text: string): string {
  return `\u2066${text}\u2069`;
}
