import type { PaymentRecord } from '../world.js';
import type { LedgerAuditFigures } from './coins-conserved.js';
import { verdict, type InvariantResult } from './invariant.js';

/**
 * No order credited twice: the ledger holds at most one purchase credit per order, each
 * paid checkout raised the buyer's wallet by exactly the coins its result named, and a
 * declined card left the wallet as it was.
 */
export function ordersCreditedOnce(audit: LedgerAuditFigures | string, payments: readonly PaymentRecord[]): InvariantResult {
  const name = 'no order credited twice';
  if (typeof audit === 'string') return verdict(name, [`the audit could not be read: ${audit}`], '');
  const violations = audit.ordersCreditedTwice === 0 ? [] : [`the ledger credited ${audit.ordersCreditedTwice} orders more than once`];
  for (const payment of payments) {
    if (payment.before === null || payment.after === null) {
      violations.push(`user ${payment.uid}'s wallet could not be read around a payment`);
      continue;
    }
    const raised = payment.after - payment.before;
    const expected = payment.status === 'success' ? payment.coins : 0;
    if (raised !== expected) violations.push(`user ${payment.uid}'s ${payment.card} card (${payment.status}) raised the wallet by ${raised}, not ${expected}`);
  }
  const paid = payments.filter((payment) => payment.status === 'success').length;
  return verdict(name, violations, `${paid} paid, ${payments.length - paid} declined or failed; each order credited once, the declined ones not at all`);
}
