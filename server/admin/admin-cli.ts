import { randomUUID } from 'node:crypto';
import { SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import type { JsonValue } from '../db/schema.js';
import { callAdmin } from './admin-client.js';
import { answered, positiveInteger, wrongLine, type AdminReply, type CliCommand } from './cli-command.js';

/** The operator's own commands: maintenance, coin grants, bans, hosts. */
export const ADMIN_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'maintenance on',
    syntax: 'maintenance on --minutes N [--in M] [--message TEXT]',
    description: 'every API endpoint answers "under maintenance" for N minutes; with --in, from M minutes on (announced: the app counts down, new calls and matches stop shortly before, running calls end at the start with their unfinished minute refunded)',
    options: { minutes: { type: 'string' }, in: { type: 'string' }, message: { type: 'string' } },
    async run(args, values, target) {
      const minutes = positiveInteger(values.minutes);
      if (minutes === undefined || args.length > 0) return wrongLine('maintenance on needs --minutes N (a whole number above 0)');
      const inMinutes = values.in === undefined ? undefined : positiveInteger(values.in);
      if (values.in !== undefined && inMinutes === undefined) return wrongLine('--in must be a whole number of minutes above 0');
      const body: Record<string, JsonValue> = { minutes };
      if (inMinutes !== undefined) body.in = inMinutes;
      if (typeof values.message === 'string') body.content = values.message;
      return answered(await callAdmin(target, 'POST', '/maintenance/on', body), (data) =>
        inMinutes === undefined
          ? `Maintenance is ON until ${isoTime(data.window, 'endsAt')} (${minutesLeft(data.window)} min). Every API endpoint now answers with the maintenance response.`
          : `Maintenance announced from ${isoTime(data.window, 'startsAt')} to ${isoTime(data.window, 'endsAt')}. The app counts down; new calls and matches stop shortly before; running calls end at the start.`,
      );
    },
  },
  {
    name: 'maintenance off',
    syntax: 'maintenance off',
    description: 'end maintenance now, or withdraw an announced one',
    async run(args, _values, target) {
      if (args.length > 0) return wrongLine('maintenance off takes no arguments');
      return answered(await callAdmin(target, 'POST', '/maintenance/off', {}), (data) =>
        data.wasOn === true ? 'Maintenance is OFF.' : 'Maintenance was not on; nothing changed.',
      );
    },
  },
  {
    name: 'maintenance status',
    syntax: 'maintenance status',
    description: 'show the maintenance window in force or announced',
    async run(_args, _values, target) {
      return answered(await callAdmin(target, 'GET', '/maintenance'), (data) => {
        if (data.window !== null) return `Maintenance is ON until ${isoTime(data.window, 'endsAt')} (${minutesLeft(data.window)} min left).`;
        if (data.upcoming !== null && data.upcoming !== undefined) return `Maintenance is announced from ${isoTime(data.upcoming, 'startsAt')} to ${isoTime(data.upcoming, 'endsAt')}.`;
        return 'Maintenance is off.';
      });
    },
  },
  {
    name: 'coins grant',
    syntax: 'coins grant <uid> <n>',
    description: 'give a user n coins (ledger reason "grant")',
    async run(args, _values, target) {
      const [uid, amount] = args.map(positiveInteger);
      if (args.length !== 2 || uid === undefined || amount === undefined) return wrongLine('coins grant needs <uid> <n>, both whole numbers above 0');
      return answered(await callAdmin(target, 'POST', '/coins/grant', { uid, amount, idempotencyKey: randomUUID() }), (data) =>
        `Granted ${amount} coins to user ${uid}; balance now ${String(data.balance)}.`,
      );
    },
  },
  {
    name: 'user ban',
    syntax: 'user ban <uid> [--reason TEXT] [--minutes N]',
    description: 'ban a user (until unbanned, or for N minutes) and sign them out',
    options: { minutes: { type: 'string' }, reason: { type: 'string' } },
    async run(args, values, target) {
      const uid = positiveInteger(args[0]);
      const minutes = values.minutes === undefined ? undefined : positiveInteger(values.minutes);
      if (args.length !== 1 || uid === undefined) return wrongLine('user ban needs <uid>, a whole number above 0');
      if (values.minutes !== undefined && minutes === undefined) return wrongLine('--minutes must be a whole number above 0');
      const body = { ...(typeof values.reason === 'string' && { reason: values.reason }), ...(minutes !== undefined && { minutes }) };
      return answered(await callAdmin(target, 'POST', `/users/${uid}/ban`, body), (data) =>
        `User ${uid} is banned ${data.until === null ? 'until unbanned' : `until ${new Date(Number(data.until)).toISOString()}`}; ${String(data.sessionsRevoked)} session(s) signed out.`,
      );
    },
  },
  {
    name: 'user unban',
    syntax: 'user unban <uid>',
    description: 'lift a ban',
    async run(args, _values, target) {
      const uid = positiveInteger(args[0]);
      if (args.length !== 1 || uid === undefined) return wrongLine('user unban needs <uid>, a whole number above 0');
      return answered(await callAdmin(target, 'POST', `/users/${uid}/unban`, {}), (data) =>
        data.wasBanned === true ? `User ${uid} is unbanned.` : `User ${uid} was not banned; nothing changed.`,
      );
    },
  },
  {
    name: 'user host',
    syntax: 'user host <uid> on|off',
    description: 'make a user a host (messages to hosts are priced) or not',
    async run(args, _values, target) {
      const uid = positiveInteger(args[0]);
      if (args.length !== 2 || uid === undefined || (args[1] !== 'on' && args[1] !== 'off')) return wrongLine('user host needs <uid> on|off');
      const host = args[1] === 'on';
      return answered(await callAdmin(target, 'POST', `/users/${uid}/host`, { host }), () => `User ${uid} is ${host ? 'now a host' : 'no longer a host'}.`);
    },
  },
];

function field(window: AdminReply[string] | undefined, name: string): number {
  return typeof window === 'object' && window !== null && !Array.isArray(window) ? Number(window[name]) : NaN;
}

function isoTime(window: AdminReply[string] | undefined, name: string): string {
  return new Date(field(window, name)).toISOString();
}

function minutesLeft(window: AdminReply[string] | undefined): number {
  return Math.ceil(field(window, 'remainingSeconds') / SECONDS_PER_MINUTE);
}
