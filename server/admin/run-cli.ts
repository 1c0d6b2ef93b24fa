import { parseArgs } from 'node:util';
import type { AdminTarget } from './admin-client.js';
import type { CliCommand, CliOptions, CliValues } from './cli-command.js';
import { CLI_COMMANDS } from './cli-commands.js';

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Exit codes: 0 done, 1 the server refused or could not be reached, 2 the command line is wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export const USAGE = usageOf(CLI_COMMANDS);

/** Runs one operator command against the server; returns the process exit code. */
export async function runCli(argv: readonly string[], target: AdminTarget, io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: { ...optionsOf(CLI_COMMANDS), help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return usage(io, error instanceof Error ? error.message : String(error));
  }
  const words = parsed.positionals;
  // No option is declared `multiple`, so every value is a string or a flag.
  const values = parsed.values as CliValues;
  if (values.help === true || words.length === 0 || words[0] === 'help') {
    io.out(USAGE);
    return EXIT_OK;
  }
  const command = CLI_COMMANDS.find((c) => c.name === words.slice(0, 2).join(' '));
  if (command === undefined) return usage(io, `unknown command "${words.join(' ')}"`);
  const outcome = await command.run(words.slice(2), values, target);
  if (outcome.kind === 'usage') return usage(io, outcome.problem);
  if (!outcome.answer.ok) {
    io.err(`error: ${outcome.answer.error.message} (${outcome.answer.error.code})`);
    return EXIT_FAILED;
  }
  io.out(outcome.describe(outcome.answer.data));
  return EXIT_OK;
}

function usage(io: CliIo, problem: string): number {
  io.err(`error: ${problem}\n\n${USAGE}`);
  return EXIT_USAGE;
}

function optionsOf(commands: readonly CliCommand[]): CliOptions {
  return Object.assign({}, ...commands.map((c) => c.options ?? {})) as CliOptions;
}

function usageOf(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((c) => c.syntax.length)) + 3;
  const lines = commands.map((c) => `  ${c.syntax.padEnd(width)}${c.description}`);
  return `Usage: npm run admin -- <command>\n\n${lines.join('\n')}\n\nThe server is reached on PORT (default 8080) over loopback, or with ADMIN_TOKEN as a bearer token.`;
}
