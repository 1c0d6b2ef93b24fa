import type { ParseArgsConfig } from 'node:util';
import { callAdmin, type AdminAnswer, type AdminTarget } from './admin-client.js';

/** parseArgs' option declarations. */
export type CliOptions = NonNullable<ParseArgsConfig['options']>;
export type CliValues = { readonly [option: string]: string | boolean | undefined };
export type AdminReply = Extract<AdminAnswer, { ok: true }>['data'];

/** What a command decided: the command line is wrong, or here is the server's answer and how to word it. */
export type CliOutcome =
  | { readonly kind: 'usage'; readonly problem: string }
  | { readonly kind: 'answer'; readonly answer: AdminAnswer; readonly describe: (data: AdminReply) => string };

/**
 * One operator command (`npm run admin -- <name> …`). A feature's commands live in its own
 * `<feature>-cli.ts` and are listed once in cli-commands.ts; each calls its module's admin
 * operations through `callAdmin`.
 */
export interface CliCommand {
  /** The first two words: `moments list`, `user ban`. */
  readonly name: string;
  /** The whole command line as the usage shows it: `user ban <uid> [--reason TEXT] [--minutes N]`. */
  readonly syntax: string;
  readonly description: string;
  /** Its `--options`, in node:util parseArgs' form (every command's are accepted on every line). */
  readonly options?: CliOptions;
  readonly run: (args: readonly string[], values: CliValues, target: AdminTarget) => Promise<CliOutcome>;
}

export const wrongLine = (problem: string): CliOutcome => ({ kind: 'usage', problem });

export const answered = (answer: AdminAnswer, describe: (data: AdminReply) => string): CliOutcome => ({ kind: 'answer', answer, describe });

/** A whole number above 0 written in decimal, or undefined. */
export function positiveInteger(text: string | boolean | undefined): number | undefined {
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** `<id> TEXT…`: the number first, the rest of the line as one text (undefined when either is missing). */
export function idAndText(args: readonly string[]): { readonly id: number; readonly text: string } | undefined {
  const id = positiveInteger(args[0]);
  const text = args.slice(1).join(' ').trim();
  return id === undefined || text === '' ? undefined : { id, text };
}

export interface ListCommandSpec<Row> {
  /** The two words, which are the whole syntax too: `feedback list`. */
  readonly name: string;
  readonly description: string;
  /** The admin API path it GETs, and the answer's field that holds the rows. */
  readonly path: string;
  readonly field: string;
  /** What it prints when there are no rows. */
  readonly empty: string;
  /** One row as one line. */
  readonly line: (row: Row) => string;
}

/** A `<feature> list` command: no arguments, one GET, one line per row (or the empty text). */
export function listCommand<Row>({ name, description, path, field, empty, line }: ListCommandSpec<Row>): CliCommand {
  return {
    name,
    syntax: name,
    description,
    async run(args, _values, target) {
      if (args.length > 0) return wrongLine(`${name} takes no arguments`);
      return answered(await callAdmin(target, 'GET', path), (data) => {
        const rows = Array.isArray(data[field]) ? (data[field] as unknown as readonly Row[]) : [];
        return rows.length === 0 ? empty : rows.map(line).join('\n');
      });
    },
  };
}
