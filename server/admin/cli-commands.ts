import { ADMIN_CLI_COMMANDS } from './admin-cli.js';
import type { CliCommand } from './cli-command.js';
import { FREE_MINUTES_CLI_COMMANDS } from '../free-minutes/free-minutes-cli.js';
import { GIFTS_CLI_COMMANDS } from '../gifts/gifts-cli.js';
import { MOMENTS_CLI_COMMANDS } from '../moments/moments-cli.js';
import { FEEDBACK_CLI_COMMANDS } from '../feedback/feedback-cli.js';
import { REPORTS_CLI_COMMANDS } from '../messages/reports-cli.js';
import { INIT_CLI_COMMANDS } from '../init/init-cli.js';
import { USERS_CLI_COMMANDS } from '../users/users-cli.js';
import { SERVICE_CLI_COMMANDS } from '../service/service-cli.js';
import { INSTRUCTIONS_CLI_COMMANDS } from '../instructions/instructions-cli.js';
import { LEDGER_CLI_COMMANDS } from '../ledger/ledger-cli.js';

/**
 * Every operator command, one line per feature (a feature adds its `<feature>-cli.ts` list
 * here, as it adds its module to server/modules.ts). The usage text is built from this list.
 */
export const CLI_COMMANDS: readonly CliCommand[] = [
  ...ADMIN_CLI_COMMANDS,
  ...FREE_MINUTES_CLI_COMMANDS,
  ...GIFTS_CLI_COMMANDS,
  ...MOMENTS_CLI_COMMANDS,
  ...FEEDBACK_CLI_COMMANDS,
  ...REPORTS_CLI_COMMANDS,
  ...INIT_CLI_COMMANDS,
  ...USERS_CLI_COMMANDS,
  ...SERVICE_CLI_COMMANDS,
  ...INSTRUCTIONS_CLI_COMMANDS,
  ...LEDGER_CLI_COMMANDS,
];
