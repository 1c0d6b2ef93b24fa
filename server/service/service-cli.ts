import { callAdmin } from '../admin/admin-client.js';
import { answered, idAndText, listCommand, positiveInteger, wrongLine, type CliCommand } from '../admin/cli-command.js';

interface QueueLine {
  readonly id: number;
  readonly uid: number;
  readonly status: string;
  readonly lastUserText: string;
}

const STATUS_WORD: Readonly<Record<string, string>> = { queued: 'waiting', human: 'talking' };

/** The customer-service commands (issue #16): the queue, a reply, the end of a conversation. */
export const SERVICE_CLI_COMMANDS: readonly CliCommand[] = [
  listCommand<QueueLine>({
    name: 'service list',
    description: 'conversations waiting for a person (longest waiting first) or talking to one: id, uid, state, last words',
    path: '/service',
    field: 'sessions',
    empty: 'No one is waiting.',
    line: (s) => `#${s.id} uid ${s.uid} ${STATUS_WORD[s.status] ?? s.status} ${JSON.stringify(s.lastUserText)}`,
  }),
  {
    name: 'service reply',
    syntax: 'service reply <id> TEXT',
    description: 'answer a conversation as a person of the support team; the user sees it live',
    async run(args, _values, target) {
      const reply = idAndText(args);
      if (reply === undefined) return wrongLine('service reply needs <id> and the text');
      return answered(await callAdmin(target, 'POST', `/service/${reply.id}/reply`, { text: reply.text }), () => `Replied to conversation ${reply.id}.`);
    },
  },
  {
    name: 'service close',
    syntax: 'service close <id>',
    description: 'end a conversation; the user is asked to rate it',
    async run(args, _values, target) {
      const id = positiveInteger(args[0]);
      if (args.length !== 1 || id === undefined) return wrongLine('service close needs <id>');
      return answered(await callAdmin(target, 'POST', `/service/${id}/close`, {}), () => `Conversation ${id} closed; the user was asked to rate it.`);
    },
  },
];
