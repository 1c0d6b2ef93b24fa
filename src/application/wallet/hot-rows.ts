/**
 * The hot packages' grid (000 §2): two per row, an odd last one alone on its row.
 * Order is kept; nothing is dropped or repeated.
 */
export function twoPerRow<T>(items: readonly T[]): ReadonlyArray<readonly T[]> {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2));
  return rows;
}
