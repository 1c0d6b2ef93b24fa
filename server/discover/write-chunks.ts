/**
 * Rows written per statement. PGlite reads a statement's parameter count as a signed 16-bit
 * number, so more than 32,767 parameters fail ("Invalid array length"; PostgreSQL's limit
 * is 65,535): a thousand rows of a few columns stay far below both.
 */
export const WRITE_CHUNK = 1_000;

/** `items` in runs of WRITE_CHUNK, one statement each. */
export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += WRITE_CHUNK) out.push(items.slice(i, i + WRITE_CHUNK));
  return out;
}
