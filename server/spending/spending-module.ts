import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { spendingHistoryEndpoint } from './spending-history.endpoint.js';
import { spendingLimitsSetEndpoint } from './spending-limits-set.endpoint.js';
import { spendingLimitsEndpoint } from './spending-limits.endpoint.js';
import { spendingDb } from './spending-tables.js';

/**
 * Spending care (issue #19, ADR 0012): the limits a user sets and the history of what they
 * spent. The ledger enforces the limits on every spend (migration 0900); this module only
 * stores them and reads the ledger back.
 */
export function createSpendingModule(ctx: AppContext): ServerModule {
  const deps = { db: spendingDb(ctx.db), ledger: ctx.ledger, clock: ctx.clock };
  return { endpoints: [spendingLimitsEndpoint(deps), spendingLimitsSetEndpoint(deps), spendingHistoryEndpoint(deps)] };
}
