import { callAdmin } from '../admin/admin-client.js';
import { answered, positiveInteger, wrongLine, type AdminReply, type CliCommand } from '../admin/cli-command.js';

/** One line per report: id, status, when, who reported whom, the reason ids, where, pictures and the description. */
function describeReports(data: AdminReply): string {
  const rows = Array.isArray(data.reports) ? data.reports : [];
  if (rows.length === 0) return 'No reports.';
  return rows
    .map((row) => {
      const each = row as { id: number; reporterUid: number; targetUid: number; reasonIds: string; fromType: string | null; description: string; photos: unknown[]; status: string; createdAt: number };
      return `#${each.id} [${each.status}] ${new Date(each.createdAt).toISOString()} user ${each.reporterUid} reported user ${each.targetUid} for ${each.reasonIds} from ${each.fromType ?? '-'} (${each.photos.length} picture(s)): ${JSON.stringify(each.description)}`;
    })
    .join('\n');
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
  {
    name: 'reports list',
    syntax: 'reports list',
    description: 'show the newest reports users filed, with what was done',
    async run(args, _values, target) {
      if (args.length > 0) return wrongLine('reports list takes no arguments');
      return answered(await callAdmin(target, 'GET', '/reports'), describeReports);
    },
  },
  act('ban', 'ban the reported user of a report (signs them out) and close the report', (id, data) => `Report ${id}: user ${String(data.uid)} is banned; ${String(data.sessionsRevoked)} session(s) signed out.`),
  act('dismiss', 'close a report without action', (id) => `Report ${id} is dismissed.`),
];
