/** One invariant checked at the end of a run: its name, whether it held, and what was seen. */
export interface InvariantResult {
  readonly name: string;
  readonly holds: boolean;
  /** The figures behind the verdict, or the first violations found. */
  readonly detail: string;
}

/** How many violations a failed check lists before it only counts them. */
export const VIOLATIONS_SHOWN = 3;

export function verdict(name: string, violations: readonly string[], whenHolds: string): InvariantResult {
  if (violations.length === 0) return { name, holds: true, detail: whenHolds };
  const more = violations.length > VIOLATIONS_SHOWN ? ` (and ${violations.length - VIOLATIONS_SHOWN} more)` : '';
  return { name, holds: false, detail: `${violations.slice(0, VIOLATIONS_SHOWN).join('; ')}${more}` };
}
