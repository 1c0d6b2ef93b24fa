import { callAdmin } from '../admin/admin-client.js';
import { answered, listCommand, positiveInteger, wrongLine, type CliCommand } from '../admin/cli-command.js';

interface QueueLine {
  readonly id: number;
  readonly uid: number;
  readonly status: number;
  readonly text: string;
}

const STATUS_WORD: Readonly<Record<number, string>> = { [-2]: 'admin-deleted', [-1]: 'deleted', 0: 'pending', 1: 'passed', 2: 'rejected' };

/** The moments review commands: the queue, and a verdict. */
export const MOMENTS_CLI_COMMANDS: readonly CliCommand[] = [
  listCommand<QueueLine>({
    name: 'moments list',
    description: 'moments to review first (oldest first), then the latest others: id, uid, state, text start',
    path: '/moments',
    field: 'moments',
    empty: 'No moments.',
    line: (m) => `#${m.id} uid ${m.uid} ${STATUS_WORD[m.status] ?? m.status} ${JSON.stringify(m.text)}`,
  }),
  {
    name: 'moments review',
    syntax: 'moments review <id> pass|reject',
    description: 'pass a moment under review (everyone sees it) or reject it (a paid post is refunded)',
    async run(args, _values, target) {
      const id = positiveInteger(args[0]);
      const verdict = args[1];
      if (args.length !== 2 || id === undefined || (verdict !== 'pass' && verdict !== 'reject')) return wrongLine('moments review needs <id> and pass or reject');
      return answered(await callAdmin(target, 'POST', `/moments/${id}/review`, { verdict }), (data) =>
        verdict === 'pass' ? `Moment ${id} passed; its author was told.` : `Moment ${id} rejected; ${String(data.refunded)} coins refunded to user ${String(data.uid)}.`,
      );
    },
  },
];
