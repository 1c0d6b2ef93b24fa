import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The first words of a statement PostgreSQL should keep prepared (parsed and planned once
 * per connection, then only bound and executed). Only statements that run on every
 * request and whose text never varies carry it (the send path's read and write): issue #17
 * measured PostgreSQL spending ~1 ms of CPU planning the send's one read and 0.07 ms
 * running it prepared. Every other statement is sent unnamed, as before, so the prepared
 * ones per connection stay few. PGlite's driver (pglite-dialect.ts) does the same over its
 * protocol: there planning the read was ~2 of its 2.8 ms of CPU.
 */
export const PREPARED = '/* prepared */';

/** Statement names by text: a text's name is a digest of it, so two texts never share one. */
const names = new Map<string, string>();
/** More distinct marked texts than this is a bug (a marked text that varies): they are still run, unnamed. */
const NAMES_MAX = 64;

/** The name a statement marked PREPARED runs under (undefined: not marked, or past NAMES_MAX). Shared by both engines' drivers. */
export function preparedNameOf(text: string): string | undefined {
  if (!text.startsWith(PREPARED)) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < NAMES_MAX) {
    name = `glint_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * pg's Client, with statements that begin with PREPARED sent as named (prepared)
 * statements; pg parses a name once per connection and PostgreSQL then reuses its plan.
 */
export class PreparingClient extends pg.Client {}
const query = pg.Client.prototype.query as Query;
(PreparingClient.prototype as unknown as { query: Query }).query = function (this: pg.Client, config, values, callback) {
  const name = typeof config === 'string' ? preparedNameOf(config) : undefined;
  return name === undefined ? query.call(this, config, values, callback) : query.call(this, { name, text: config, values }, callback);
};
