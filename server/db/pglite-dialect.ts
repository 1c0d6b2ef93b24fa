import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { firstResultOf, type StatementResult } from './pglite-results.js';
import { preparedNameOf } from './prepared-statements.js';

/**
 * Kysely over PGlite. PGlite is one Postgres backend with one session, so the driver hands
 * out its single connection behind a mutex: a transaction owns the session from BEGIN to
 * COMMIT and every other query waits its turn (kysely-pglite does the same; it is not
 * installed because its 0.6 line breaks with kysely 0.29, see DESIGN.md).
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

const DML = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * Every query and write is kept prepared on PGlite, not only the statements marked PREPARED:
 * PGlite is one backend in the server's own thread, so parsing and planning a statement
 * again on every request is the server's CPU (issue #17: 0.40–0.53 → 0.24–0.27 ms a
 * primary-key read, 0.42 → 0.20 ms an update, measured in one process). One session, so the
 * texts are bounded by the code's statements; past AUTO_PREPARED_MAX (texts that vary, such
 * as IN lists of many lengths) a statement runs unnamed, as before.
 */
const PREPARABLE = /^\s*(select|with|insert|update|delete|values)\b/i;
/**
 * An upsert stays unnamed: once PostgreSQL settles on a generic plan it must find the
 * arbiter index without the values, and an ON CONFLICT whose target is a partial index
 * with a parameter in its predicate (the one open live per host) then fails with 42P10.
 */
const UPSERT = /\bon conflict\b/i;
/** A change of schema may change what a kept statement answers ("cached plan must not change result type"): they are all let go. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|reindex|do)\b/i;
export const AUTO_PREPARED_MAX = 1_000;

const { serialize } = protocol;
/** Every step but the last leaves the files alone: PGlite's own query() syncs once, at the end. */
const NO_SYNC = { syncToFs: false } as const;

class PGliteConnection implements DatabaseConnection {
  /** The parameter types of the statements prepared in this session (prepared-statements.ts), by name. */
  private readonly prepared = new Map<string, readonly number[]>();
  /** The names of the statements kept prepared though not marked, by text. */
  private readonly autoNames = new Map<string, string>();
  /** Bumped when the schema changes, so a statement prepared again never meets its old name. */
  private generation = 0;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const name = this.nameOf(query.sql);
    const result = name === undefined
      ? await this.pglite.query<R>(query.sql, [...query.parameters], { rowMode: 'object' })
      : await this.runPrepared<R>(name, query);
    if (name === undefined && SCHEMA_CHANGE.test(query.sql)) await this.forgetPrepared();
    return DML.has(query.query.kind)
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) }
      : { rows: result.rows };
  }

  private nameOf(text: string): string | undefined {
    const marked = preparedNameOf(text);
    if (marked !== undefined || !PREPARABLE.test(text) || UPSERT.test(text)) return marked;
    let name = this.autoNames.get(text);
    if (name === undefined && this.autoNames.size < AUTO_PREPARED_MAX) {
      name = `glint_auto_${this.generation}_${this.autoNames.size}`;
      this.autoNames.set(text, name);
    }
    return name;
  }

  /** After a schema change (migrations): every statement is parsed and planned again on its next use. */
  private async forgetPrepared(): Promise<void> {
    if (this.prepared.size === 0) return;
    await this.pglite.query('deallocate all');
    this.prepared.clear();
    this.autoNames.clear();
    this.generation += 1;
  }

  /**
   * What pglite.query() does (parse, describe, bind, describe, execute, sync), with the
   * parse and first describe done once per name: the statement is planned again only when
   * PostgreSQL's plan cache says so. Runs under the driver's mutex, like every query.
   */
  private async runPrepared<R>(name: string, query: CompiledQuery): Promise<StatementResult<R>> {
    const messages = [];
    try {
      const paramTypes = this.prepared.get(name) ?? (await this.prepare(name, query.sql));
      const values = query.parameters.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.pglite.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await this.pglite.execProtocol(serialize.bind({ statement: name, values }), NO_SYNC)).messages);
      messages.push(...(await this.pglite.execProtocol(serialize.describe({ type: 'P' }), NO_SYNC)).messages);
      messages.push(...(await this.pglite.execProtocol(serialize.execute({}), NO_SYNC)).messages);
    } finally {
      messages.push(...(await this.pglite.execProtocol(serialize.sync())).messages);
    }
    return firstResultOf<R>(messages, this.pglite.parsers);
  }

  private async prepare(name: string, text: string): Promise<readonly number[]> {
    const described = [];
    try {
      await this.pglite.execProtocol(serialize.parse({ name, text }), NO_SYNC);
      described.push(...(await this.pglite.execProtocol(serialize.describe({ type: 'S', name }), NO_SYNC)).messages);
    } finally {
      await this.pglite.execProtocol(serialize.sync(), NO_SYNC);
    }
    const paramTypes = parse.parseDescribeStatementResults(described);
    this.prepared.set(name, paramTypes);
    return paramTypes;
  }

  // PGlite has no cursors over its wire: the whole result arrives at once, so it is one chunk.
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  /** Resolves when the current holder releases the connection; holders queue on it. */
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const mode = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode]
      .filter(Boolean)
      .join(' ');
    await connection.executeQuery(CompiledQuery.raw(mode ? `start transaction ${mode}` : 'begin'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.tail;
    await this.pglite.close();
  }
}
