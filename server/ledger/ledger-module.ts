import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { ledgerAuditOperation } from './ledger-audit.operation.js';
import { profileBalanceEndpoint } from './profile-balance.endpoint.js';

/**
 * The coin ledger's endpoint, /profile/balance, and the operator's audit. The ledger itself is a shared service
 * (`ctx.ledger`, built by the app before any module) because every paid feature moves coins.
 */
export function createLedgerModule(ctx: AppContext): ServerModule {
  return { endpoints: [profileBalanceEndpoint(ctx)], adminOperations: [ledgerAuditOperation(ctx)] };
}
