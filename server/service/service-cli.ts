import { callAdmin } from '../admin/admin-client.js';
import { answered, positiveInteger, wrongLine, type CliCommand } from '../admin/cli-command.js';

interface QueueLine {
  readonly id: number;
  readonly uid: number;
  readonly status: string;
  readonly lastUserText: string;
}

const STATUS_WORD: Readonly<Record<string, string>> = { queued: 'waiting', human: 'talking' };

/** The customer-service commands (issue #16): the queue, a reply, the end of a conversation. */
export const SERVICE_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'service list',
    syntax: 'service list',
    description: 'conversations waiting for a person (longest waiting first) or talking to one: id, uid, state, last words',
    async run(args, _values, target) {
      if (args.length > 0) return wrongLine('service list takes no arguments');
      return answered(await callAdmin(target, 'GET', '/service'), (data) => {
        const lines = (data.sessions as unknown as readonly QueueLine[]).map((s) => `#${s.id} uid ${s.uid} ${STATUS_WORD[s.status] ?? s.status} ${JSON.stringify(s.lastUserText)}`);
        return lines.length === 0 ? 'No one is waiting.' : lines.join('\n');
      });
    },
  },
  {
    name: 'service reply',
    syntax: 'service reply <id> TEXT',
    description: 'answer a conversation as a person of the support team; the user sees it live',
    async run(args, _values, target) {
      const id = positiveInteger(args[0]);
      const text = args.slice(1).join(' ').trim();
      if (id === undefined || text === '') return wrongLine('service reply needs <id> and the text');
      return answered(await callAdmin(target, 'POST', `/service/${id}/reply`, { text }), () => `Replied to conversation ${id}.`);
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
