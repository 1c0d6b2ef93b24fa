import { callAdmin } from '../admin/admin-client.js';
import { answered, positiveInteger, wrongLine, type CliCommand } from '../admin/cli-command.js';
import { FREE_MINUTES_GRANT_MAX } from './free-minutes-grant.operation.js';

/** The free call minutes' operator command. */
export const FREE_MINUTES_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'user free-minutes',
    syntax: 'user free-minutes <uid> <n>',
    description: `give a user n free call minutes (at most ${FREE_MINUTES_GRANT_MAX}), spent before coins`,
    async run(args, _values, target) {
      const [uid, minutes] = args.map(positiveInteger);
      if (args.length !== 2 || uid === undefined || minutes === undefined || minutes > FREE_MINUTES_GRANT_MAX) {
        return wrongLine(`user free-minutes needs <uid> <n>, whole numbers above 0, n at most ${FREE_MINUTES_GRANT_MAX}`);
      }
      return answered(await callAdmin(target, 'POST', `/users/${uid}/free-minutes`, { minutes }), (data) =>
        `Gave user ${uid} ${minutes} free call minutes; they have ${String(data.total)} now.`,
      );
    },
  },
];
