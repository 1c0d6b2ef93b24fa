import { verdict, type InvariantResult } from './invariant.js';

/** What the operator's ledger audit answers (GET /admin/ledger/audit). */
export interface LedgerAuditFigures {
  readonly entriesSum: number;
  readonly balancesSum: number;
  readonly accountsOutOfBalance: number;
  readonly ordersCreditedTwice: number;
}

/**
 * Coins are conserved: every ledger change was a balanced pair (the entries sum to zero,
 * so do the balances) and every cached balance is its entries' sum. `audit` is an error
 * text when the audit could not be read — which fails the check: unknown is not sound.
 */
export function coinsConserved(audit: LedgerAuditFigures | string): InvariantResult {
  const name = 'coins conserved (ledger audit = 0)';
  if (typeof audit === 'string') return verdict(name, [`the audit could not be read: ${audit}`], '');
  const violations = [
    ...(audit.entriesSum === 0 ? [] : [`the entries sum to ${audit.entriesSum}`]),
    ...(audit.balancesSum === 0 ? [] : [`the balances sum to ${audit.balancesSum}`]),
    ...(audit.accountsOutOfBalance === 0 ? [] : [`${audit.accountsOutOfBalance} accounts differ from their entries`]),
  ];
  return verdict(name, violations, 'entries sum 0, balances sum 0, every account equal to its entries');
}
