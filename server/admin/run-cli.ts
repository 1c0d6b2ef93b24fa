import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import { callAdmin, type AdminAnswer, type AdminTarget } from './admin-client.js';

export const USAGE = `Usage: npm run admin -- <command>

  maintenance on --minutes N [--message TEXT]   every API endpoint answers "under maintenance" for N minutes
  maintenance off                               end maintenance now
  maintenance status                            show the maintenance window in force
  coins grant <uid> <n>                         give a user n coins (ledger reason "grant")
  user ban <uid> [--reason TEXT] [--minutes N]  ban a user (until unbanned, or for N minutes) and sign them out
  user unban <uid>                              lift a ban
  user host <uid> on|off                        make a user a host (messages to hosts are priced) or not

The server is reached on PORT (default 8080) over loopback, or with ADMIN_TOKEN as a bearer token.`;

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Exit codes: 0 done, 1 the server refused or could not be reached, 2 the command line is wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Runs one operator command against the server; returns the process exit code. */
export async function runCli(argv: readonly string[], target: AdminTarget, io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        minutes: { type: 'string' },
        message: { type: 'string' },
        reason: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usage(io, error instanceof Error ? error.message : String(error));
  }
  const { positionals: words, values } = parsed;
  if (values.help || words.length === 0 || words[0] === 'help') {
    io.out(USAGE);
    return EXIT_OK;
  }
  const command = words.slice(0, 2).join(' ');
  const args = words.slice(2);

  switch (command) {
    case 'maintenance on': {
      const minutes = positiveInteger(values.minutes);
      if (minutes === undefined || args.length > 0) return usage(io, 'maintenance on needs --minutes N (a whole number above 0)');
      return report(io, await callAdmin(target, 'POST', '/maintenance/on', { minutes, ...(values.message !== undefined && { content: values.message }) }), (data) =>
        `Maintenance is ON until ${isoTime(data.window, 'endsAt')} (${minutesLeft(data.window)} min). Every API endpoint now answers with the maintenance response.`,
      );
    }
    case 'maintenance off':
      if (args.length > 0) return usage(io, 'maintenance off takes no arguments');
      return report(io, await callAdmin(target, 'POST', '/maintenance/off', {}), (data) =>
        data.wasOn === true ? 'Maintenance is OFF.' : 'Maintenance was not on; nothing changed.',
      );
    case 'maintenance status':
      return report(io, await callAdmin(target, 'GET', '/maintenance'), (data) =>
        data.window === null ? 'Maintenance is off.' : `Maintenance is ON until ${isoTime(data.window, 'endsAt')} (${minutesLeft(data.window)} min left).`,
      );
    case 'coins grant': {
      const [uid, amount] = args.map(positiveInteger);
      if (args.length !== 2 || uid === undefined || amount === undefined) return usage(io, 'coins grant needs <uid> <n>, both whole numbers above 0');
      return report(io, await callAdmin(target, 'POST', '/coins/grant', { uid, amount, idempotencyKey: randomUUID() }), (data) =>
        `Granted ${amount} coins to user ${uid}; balance now ${String(data.balance)}.`,
      );
    }
    case 'user ban': {
      const uid = positiveInteger(args[0]);
      const minutes = values.minutes === undefined ? undefined : positiveInteger(values.minutes);
      if (args.length !== 1 || uid === undefined) return usage(io, 'user ban needs <uid>, a whole number above 0');
      if (values.minutes !== undefined && minutes === undefined) return usage(io, '--minutes must be a whole number above 0');
      const body = { ...(values.reason !== undefined && { reason: values.reason }), ...(minutes !== undefined && { minutes }) };
      return report(io, await callAdmin(target, 'POST', `/users/${uid}/ban`, body), (data) =>
        `User ${uid} is banned ${data.until === null ? 'until unbanned' : `until ${new Date(Number(data.until)).toISOString()}`}; ${String(data.sessionsRevoked)} session(s) signed out.`,
      );
    }
    case 'user unban': {
      const uid = positiveInteger(args[0]);
      if (args.length !== 1 || uid === undefined) return usage(io, 'user unban needs <uid>, a whole number above 0');
      return report(io, await callAdmin(target, 'POST', `/users/${uid}/unban`, {}), (data) =>
        data.wasBanned === true ? `User ${uid} is unbanned.` : `User ${uid} was not banned; nothing changed.`,
      );
    }
    case 'user host': {
      const uid = positiveInteger(args[0]);
      if (args.length !== 2 || uid === undefined || (args[1] !== 'on' && args[1] !== 'off')) return usage(io, 'user host needs <uid> on|off');
      const host = args[1] === 'on';
      return report(io, await callAdmin(target, 'POST', `/users/${uid}/host`, { host }), () => `User ${uid} is ${host ? 'now a host' : 'no longer a host'}.`);
    }
    default:
      return usage(io, `unknown command "${words.join(' ')}"`);
  }
}

type Data = Extract<AdminAnswer, { ok: true }>['data'];

function report(io: CliIo, answer: AdminAnswer, describe: (data: Data) => string): number {
  if (!answer.ok) {
    io.err(`error: ${answer.error.message} (${answer.error.code})`);
    return EXIT_FAILED;
  }
  io.out(describe(answer.data));
  return EXIT_OK;
}

function usage(io: CliIo, problem: string): number {
  io.err(`error: ${problem}\n\n${USAGE}`);
  return EXIT_USAGE;
}

function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function field(window: Data[string] | undefined, name: string): number {
  return typeof window === 'object' && window !== null && !Array.isArray(window) ? Number(window[name]) : NaN;
}

function isoTime(window: Data[string] | undefined, name: string): string {
  return new Date(field(window, name)).toISOString();
}

function minutesLeft(window: Data[string] | undefined): number {
  return Math.ceil(field(window, 'remainingSeconds') / SECONDS_PER_MINUTE);
}
