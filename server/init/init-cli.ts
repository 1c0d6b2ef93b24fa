import { callAdmin } from '../admin/admin-client.js';
import type { JsonValue } from '../db/schema.js';
import { answered, wrongLine, type CliCommand } from '../admin/cli-command.js';
import { CLIENT_SETTINGS } from './client-settings.js';

/** The client settings' operator command. */
export const INIT_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'config set',
    syntax: 'config set <key> <json>',
    description: `set a /profile/init setting (${Object.keys(CLIENT_SETTINGS).join(', ')}), e.g. config set hide_services '["live"]'`,
    async run(args, _values, target) {
      const [key, text] = args;
      if (args.length !== 2 || key === undefined || text === undefined) return wrongLine('config set needs <key> <json>');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return wrongLine(`config set: ${text} is not JSON (a list is written ["live","games"], a text "spring")`);
      }
      return answered(await callAdmin(target, 'POST', `/config/${encodeURIComponent(key)}`, { value: value as JsonValue }), (data) =>
        `${key} is now ${JSON.stringify(data.value)} (version ${String(data.version)}); apps read it at their next start.`,
      );
    },
  },
];
