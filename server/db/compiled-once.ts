import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type QueryResult,
  type RawBuilder,
} from 'kysely';

/** A database or a transaction: what runs a compiled query. */
interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/** A statement compiled once, run with its per-call values in the order `build` took them. */
export type CompiledStatement<Row> = (db: QueryRunner, values: readonly unknown[]) => Promise<QueryResult<Row>>;

/** Compiles only (it runs nothing): both engines speak PostgreSQL's SQL, so one text serves either. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/**
 * Compiles a statement whose text never varies once, when the module loads, instead of on
 * every call (issue #17: the send path's statements were built and compiled by Kysely per
 * send). `build` receives `slots` placeholders for the values that vary; every other value
 * it embeds stays a parameter fixed at compile time. The answer runs the kept text with
 * the slots filled in, on any database or transaction of either engine.
 */
export function compileOnce<Row>(slots: number, build: (...values: RawBuilder<unknown>[]) => RawBuilder<Row>): CompiledStatement<Row> {
  // Unique objects: their positions among the compiled parameters are where the values go.
  const markers = Array.from({ length: slots }, () => ({}));
  const compiled = build(...markers.map((marker) => sql.val(marker))).compile(compiler);
  // Each parameter's slot (-1: fixed); a slot used twice fills both places.
  const slotAt = compiled.parameters.map((parameter) => markers.indexOf(parameter as object));
  if (markers.some((_, slot) => !slotAt.includes(slot))) throw new Error('compileOnce: a slot is not used by the statement');
  return (runner, values) => {
    const parameters = compiled.parameters.map((fixed, at) => (slotAt[at] === -1 ? fixed : values[slotAt[at] as number]));
    return runner.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
  };
}
