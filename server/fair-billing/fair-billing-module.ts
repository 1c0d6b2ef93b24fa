import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import type { FairBillingDeps } from './fair-billing-deps.js';
import { fairBillingDb } from './fair-billing-tables.js';
import { createMediaMeter } from './media-meter.js';
import { callMediaReportEndpoint } from './media-report.endpoint.js';
import { callReceiptEndpoint } from './receipt.endpoint.js';
import { callReceiptKeyEndpoint, publishedKey } from './receipt-key.endpoint.js';
import { loadReceiptSigner } from './receipt-signer.js';

/** Where anyone can fetch the receipt key without the request layer. */
export const RECEIPT_KEY_ROUTE = '/receipt-key.json';

/**
 * Fair billing (issue #19, ADR 0014): the media reports of running calls, the signed
 * receipts of ended ones and the key that signs them. The meter the call service consults
 * (media-meter.ts) is built with the AppContext, reading the same tables.
 */
export function createFairBillingModule(ctx: AppContext): ServerModule {
  const db = fairBillingDb(ctx.db);
  const signer = loadReceiptSigner(process.env, ctx.config.dataDir);
  const deps: FairBillingDeps = { db, calls: ctx.calls, meter: createMediaMeter(db, ctx.ledger, ctx.log), signer, clock: ctx.clock };
  return {
    endpoints: [callMediaReportEndpoint(deps), callReceiptEndpoint(deps), callReceiptKeyEndpoint(deps)],
    routes: async (app) => {
      app.get(RECEIPT_KEY_ROUTE, async () => publishedKey(signer));
    },
  };
}
