import type { JsonValue } from '../db/schema.js';
import { callAdmin } from '../admin/admin-client.js';
import { answered, idAndText, positiveInteger, wrongLine, type CliCommand } from '../admin/cli-command.js';

/** Parses the instruction argument; undefined when it is not JSON (the server checks its shape). */
function jsonOf(text: string | undefined): JsonValue | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

/** The operator's commands that speak to a user's running app. */
export const INSTRUCTIONS_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'user callback',
    syntax: `user callback <uid> <json>`,
    description: `send a user's open app a callback instruction, e.g. '{"type":"open","url":"#/pages/balance"}' or '{"type":"close"}'`,
    async run(args, _values, target) {
      const uid = positiveInteger(args[0]);
      const instruction = jsonOf(args[1]);
      if (args.length !== 2 || uid === undefined || instruction === undefined) return wrongLine('user callback needs <uid> <json instruction>');
      return answered(await callAdmin(target, 'POST', `/users/${uid}/callback`, { instruction }), (data) => `Sent user ${uid} the ${String(data.type)} instruction.`);
    },
  },
  {
    name: 'user notice',
    syntax: 'user notice <uid> <text>',
    description: "show a notice in a user's open app",
    async run(args, _values, target) {
      const notice = idAndText(args);
      if (notice === undefined) return wrongLine('user notice needs <uid> <text>');
      return answered(await callAdmin(target, 'POST', `/users/${notice.id}/notice`, { text: notice.text }), () => `Sent user ${notice.id} the notice.`);
    },
  },
];
