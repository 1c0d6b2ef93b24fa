import type { AppContext } from '../context.js';
import { defineAdminOperation } from '../admin/admin-operation.js';
import type { LedgerFullAudit } from './ledger-types.js';

/**
 * GET /admin/ledger/audit (`ledger audit`): whether coins were conserved — every entry a
 * balanced pair (the sums are zero), every cached balance its entries' sum — and whether
 * any order was credited twice. A read: not recorded in the operator trail.
 */
export const ledgerAuditOperation = (ctx: Pick<AppContext, 'ledger'>) =>
  defineAdminOperation({ method: 'GET', path: '/ledger/audit' }, async () => {
    const [audit, ordersCreditedTwice] = await Promise.all([ctx.ledger.audit(), ctx.ledger.ordersCreditedTwice()]);
    const answer: LedgerFullAudit = { ...audit, ordersCreditedTwice };
    return { ...answer };
  });
