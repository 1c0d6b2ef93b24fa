import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../context.js';
import { PRODUCT_TYPE, VIP_MONTH_MS } from '../../../src/domain/constants.js';
import { findItemBySku } from '../catalogue.js';
import { signReceipt } from '../signing.js';
import { fail, HTTP } from './sandbox-http.js';
import type { SandboxSettings } from './sandbox-settings.js';

const purchaseBody = z.object({ product_id: z.string().min(1).max(128), app_account_token: z.string().min(1).max(64) });

/**
 * A subscription product's receipt says when the subscription ends, as a store's does
 * (the store's product set mirrors Glint's catalogue: a VIP package is a subscription of
 * its months).
 */
function subscriptionExpiry(productId: string, purchasedAt: number): { readonly expires_date?: number } {
  const item = findItemBySku(productId);
  return item?.productType === PRODUCT_TYPE.vip ? { expires_date: purchasedAt + item.months * VIP_MONTH_MS } : {};
}

/**
 * The sandbox store: what the native shell's store purchase returns, a receipt signed
 * with the store secret naming the transaction, the product and the account token the
 * purchase was made for (the `tran_no` of /order-apple/create).
 */
export function registerStore(app: FastifyInstance, settings: SandboxSettings, clock: Clock): void {
  app.post('/iap/purchase', async (request, reply) => {
    const body = purchaseBody.safeParse(request.body);
    if (!body.success) return fail(reply, HTTP.badRequest, 'product_id and app_account_token are required');
    const transactionId = `1000${randomBytes(6).readUIntBE(0, 6)}`;
    const receipt = signReceipt(settings.storeSecret, {
      transaction_id: transactionId,
      original_transaction_id: transactionId,
      product_id: body.data.product_id,
      app_account_token: body.data.app_account_token,
      purchase_date: clock.now(),
      ...subscriptionExpiry(body.data.product_id, clock.now()),
      environment: 'Sandbox',
    });
    return { receipt_data: receipt, transaction_id: transactionId };
  });
}
