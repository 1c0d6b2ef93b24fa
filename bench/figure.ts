/** One measured figure, printed as one line by `npm run bench`. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The target from the issue, e.g. '>= 100000'; omitted when a figure is context only. */
  readonly target?: string;
  /** Whether the target is met; omitted with `target`. */
  readonly met?: boolean;
}

export function formatFigure(f: Figure): string {
  const value = Number.isInteger(f.value) ? String(f.value) : f.value.toFixed(2);
  const verdict = f.target === undefined ? '' : `  target ${f.target}  ${f.met ? 'MET' : 'MISSED'}`;
  return `${f.name}: ${value} ${f.unit}${verdict}`;
}
