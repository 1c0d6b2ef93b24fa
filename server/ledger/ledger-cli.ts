import { callAdmin } from '../admin/admin-client.js';
import { answered, wrongLine, type CliCommand } from '../admin/cli-command.js';

/** The ledger's operator command. */
export const LEDGER_CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: 'ledger audit',
    syntax: 'ledger audit',
    description: 'check that coins were conserved (the entries and the balances each sum to zero, no balance differs from its entries) and that no order was credited twice',
    async run(args, _values, target) {
      if (args.length > 0) return wrongLine('ledger audit takes no arguments');
      return answered(await callAdmin(target, 'GET', '/ledger/audit'), (data) =>
        [
          `entries sum ${String(data.entriesSum)}, balances sum ${String(data.balancesSum)}, accounts out of balance ${String(data.accountsOutOfBalance)}, orders credited twice ${String(data.ordersCreditedTwice)}`,
          data.entriesSum === 0 && data.balancesSum === 0 && data.accountsOutOfBalance === 0 && data.ordersCreditedTwice === 0 ? 'The ledger is sound.' : 'The ledger is NOT sound.',
        ].join('\n'),
      );
    },
  },
];
