import type { ParseArgsConfig } from 'node:util';
import type { AdminAnswer, AdminTarget } from './admin-client.js';

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
