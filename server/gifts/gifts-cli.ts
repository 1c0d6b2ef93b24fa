import { randomUUID } from 'node:crypto';
import { callAdmin } from '../admin/admin-client.js';
import { answered, positiveInteger, wrongLine, type CliCommand } from '../admin/cli-command.js';
import { GIFT_BAG_GRANT_MAX } from './gift-bag-grant.operation.js';

/** The gift bag's operator command: an event's gifts, sent later for no coins. */
export const GIFTS_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'gifts grant',
    syntax: 'gifts grant <uid> <gift_id> <n>',
    description: `put n of a gift (at most ${GIFT_BAG_GRANT_MAX}) into a user's gift bag`,
    async run(args, _values, target) {
      const [uid, giftId, count] = args.map(positiveInteger);
      if (args.length !== 3 || uid === undefined || giftId === undefined || count === undefined || count > GIFT_BAG_GRANT_MAX) {
        return wrongLine(`gifts grant needs <uid> <gift_id> <n>, whole numbers above 0, n at most ${GIFT_BAG_GRANT_MAX}`);
      }
      return answered(await callAdmin(target, 'POST', `/users/${uid}/gift-bag`, { giftId, count, idempotencyKey: randomUUID() }), (data) =>
        `Put ${count} of gift ${giftId} into user ${uid}'s bag; they hold ${String(data.total)} now.`,
      );
    },
  },
];
