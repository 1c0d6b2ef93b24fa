import { callAdmin } from '../admin/admin-client.js';
import { answered, wrongLine, type AdminReply, type CliCommand } from '../admin/cli-command.js';

/** One line per feedback: id, when, who, stars, type, screenshots and the text. */
function describeFeedback(data: AdminReply): string {
  const rows = Array.isArray(data.feedback) ? data.feedback : [];
  if (rows.length === 0) return 'No feedback yet.';
  return rows
    .map((row) => {
      const each = row as { id: number; uid: number; rating: number | null; type: string; text: string; photos: unknown[]; createdAt: number };
      return `#${each.id} ${new Date(each.createdAt).toISOString()} user ${each.uid} ${each.rating ?? '-'}★ ${each.type} (${each.photos.length} screenshot(s)): ${JSON.stringify(each.text)}`;
    })
    .join('\n');
}

/** The feedback module's operator command. */
export const FEEDBACK_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'feedback list',
    syntax: 'feedback list',
    description: 'show the newest feedback users sent',
    async run(args, _values, target) {
      if (args.length > 0) return wrongLine('feedback list takes no arguments');
      return answered(await callAdmin(target, 'GET', '/feedback'), describeFeedback);
    },
  },
];
