import { expect } from 'vitest';
import { orderAppleCreateContract } from '../../src/application/contracts/order-apple/create.contract.js';
import { PRODUCT_TYPE } from '../../src/domain/constants.js';
import type { PaymentServer } from './payments-harness.js';

/** /order-apple/create for `uid`: the order number the store purchase carries as its account token. */
export async function createStoreOrder(server: PaymentServer, uid: number, goodsId = 'coins_300'): Promise<string> {
  const created = await server.client(uid).request(orderAppleCreateContract, { goods_id: goodsId, product_type: PRODUCT_TYPE.coins, from_type: 101 });
  if (!created.ok) throw new Error(created.error.msg);
  expect(created.data.ok).toBe(1);
  return created.data.tran_no;
}

/** What the native shell's store purchase returns: the sandbox store's signed receipt. */
export async function buyInStore(server: PaymentServer, productId: string, accountToken: string): Promise<{ receipt_data: string; transaction_id: string }> {
  const response = await fetch(`${server.baseUrl}${server.settings.publicUrl}/iap/purchase`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_id: productId, app_account_token: accountToken }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { receipt_data: string; transaction_id: string };
}
