import { messages, type ParserOptions } from '@electric-sql/pglite';

/** One statement's answer as the Kysely driver needs it. */
export interface StatementResult<R> {
  readonly rows: R[];
  readonly affectedRows?: number;
}

type TypedParser = (value: string, typeId: number) => unknown;

/** Rows counted by a command tag ('INSERT 0 3', 'UPDATE 2', 'DELETE 1', …); 0 for a query. */
function affectedBy(tag: string): number {
  const words = tag.split(' ');
  switch (words[0]) {
    case 'INSERT':
      return Number.parseInt(words[2] ?? '0', 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return Number.parseInt(words[1] ?? '0', 10);
    default:
      return 0;
  }
}

/**
 * The first statement's rows (as objects, each value through its type's parser) from the
 * backend's messages — what PGlite's parse.parseResults answers, without the copy it makes
 * of all ~316 type parsers on every call (85 µs of CPU a statement on this machine, a third
 * of a prepared primary-key read, on the server's own thread).
 */
export function firstResultOf<R>(backend: readonly messages.BackendMessage[], parsers: ParserOptions): StatementResult<R> {
  let fields: readonly messages.Field[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const message of backend) {
    if (message instanceof messages.RowDescriptionMessage) fields = message.fields;
    else if (message instanceof messages.DataRowMessage) {
      const row: Record<string, unknown> = {};
      message.fields.forEach((value, i) => {
        const field = fields[i];
        if (field === undefined) return;
        // PGlite calls each parser with the type too (an array's parser reads its element type from it).
        const parser = value === null ? undefined : (parsers[field.dataTypeID] as TypedParser | undefined);
        row[field.name] = parser === undefined ? value : parser(value as string, field.dataTypeID);
      });
      rows.push(row);
    } else if (message instanceof messages.CommandCompleteMessage) return { rows: rows as R[], affectedRows: affectedBy(message.text) };
  }
  return { rows: rows as R[], affectedRows: 0 };
}
