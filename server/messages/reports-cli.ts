import { callAdmin } from '../admin/admin-client.js';
import { answered, listCommand, positiveInteger, wrongLine, type AdminReply, type CliCommand } from '../admin/cli-command.js';

interface ReportLine {
  readonly id: number;
  readonly reporterUid: number;
  readonly targetUid: number;
  readonly reasonIds: string;
  readonly fromType: string | null;
  readonly description: string;
  readonly photos: readonly unknown[];
  readonly status: string;
  readonly createdAt: number;
}

/** Acting on one report: `report ban <id>`, `report dismiss <id>`. */
const act = (verb: 'ban' | 'dismiss', description: string, done: (id: number, data: AdminReply) => string): CliCommand => ({
  name: `report ${verb}`,
  syntax: `report ${verb} <id>`,
  description,
  async run(args, _values, target) {
    const id = positiveInteger(args[0]);
    if (args.length !== 1 || id === undefined) return wrongLine(`report ${verb} needs <id>, a report number from reports list`);
    return answered(await callAdmin(target, 'POST', `/reports/${id}/${verb}`, {}), (data) => done(id, data));
  },
});

/** The reports' operator commands. */
export const REPORTS_CLI_COMMANDS: readonly CliCommand[] = [
  listCommand<ReportLine>({
    name: 'reports list',
    description: 'show the newest reports users filed, with what was done',
    path: '/reports',
    field: 'reports',
    empty: 'No reports.',
    // id, status, when, who reported whom, the reason ids, where, pictures and the description.
    line: (each) =>
      `#${each.id} [${each.status}] ${new Date(each.createdAt).toISOString()} user ${each.reporterUid} reported user ${each.targetUid} for ${each.reasonIds} from ${each.fromType ?? '-'} (${each.photos.length} picture(s)): ${JSON.stringify(each.description)}`,
  }),
  act('ban', 'ban the reported user of a report (signs them out) and close the report', (id, data) => `Report ${id}: user ${String(data.uid)} is banned; ${String(data.sessionsRevoked)} session(s) signed out.`),
  act('dismiss', 'close a report without action', (id) => `Report ${id} is dismissed.`),
];
