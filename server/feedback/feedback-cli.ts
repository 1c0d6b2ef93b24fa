import { listCommand, type CliCommand } from '../admin/cli-command.js';

interface FeedbackLine {
  readonly id: number;
  readonly uid: number;
  readonly rating: number | null;
  readonly type: string;
  readonly text: string;
  readonly photos: readonly unknown[];
  readonly createdAt: number;
}

/** The feedback module's operator command. */
export const FEEDBACK_CLI_COMMANDS: readonly CliCommand[] = [
  listCommand<FeedbackLine>({
    name: 'feedback list',
    description: 'show the newest feedback users sent',
    path: '/feedback',
    field: 'feedback',
    empty: 'No feedback yet.',
    // id, when, who, stars, type, screenshots and the text.
    line: (each) => `#${each.id} ${new Date(each.createdAt).toISOString()} user ${each.uid} ${each.rating ?? '-'}★ ${each.type} (${each.photos.length} screenshot(s)): ${JSON.stringify(each.text)}`,
  }),
];
