import { callAdmin } from '../admin/admin-client.js';
import { answered, positiveInteger, wrongLine, type CliCommand } from '../admin/cli-command.js';

/** The users module's operator commands. */
export const USERS_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'user verify',
    syntax: 'user verify <uid> [--off]',
    description: 'give a user the verified badge (or take it away with --off); they see it at once',
    options: { off: { type: 'boolean' } },
    async run(args, values, target) {
      const uid = positiveInteger(args[0]);
      if (args.length !== 1 || uid === undefined) return wrongLine('user verify needs <uid>');
      const verified = values.off !== true;
      return answered(await callAdmin(target, 'POST', `/users/${uid}/verify`, { verified }), () => `User ${uid} is ${verified ? 'now verified' : 'no longer verified'}.`);
    },
  },
];
