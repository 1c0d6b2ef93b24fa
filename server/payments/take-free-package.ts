import { BASE_CURRENCY } from './buyer-currency.js';
import type { CatalogueItem } from './catalogue.js';
import { insertOrder } from './create-order.js';
import { inTransaction } from './in-transaction.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { RechargeContext } from './recharge-context.js';
import { creditPendingOrderIn, type SettleOutcome } from './settle-order.js';

const UNIQUE_VIOLATION = '23505';

/** The free package's order number is fixed per account: taking it twice meets the order's unique key. */
const freeOrderNo = (uid: number, goodsId: string): string => `FREE-${uid}-${goodsId}`;

/**
 * Takes the free package: its order is written and credited in one transaction, once per
 * account. Answers null when a second take raced this one (on PostgreSQL it inserted the
 * order first); an outcome that did not change anything is also a second take.
 */
export async function takeFreePackage(deps: Pick<PaymentsDeps, 'pdb' | 'giftBag'>, uid: number, item: CatalogueItem, context: RechargeContext, now: number): Promise<SettleOutcome | null> {
  const orderNo = freeOrderNo(uid, item.goodsId);
  try {
    return await inTransaction(deps.pdb, async (trx) => {
      const exists = await trx.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirst();
      if (exists === undefined) {
        await insertOrder(trx, { uid, item, payType: 0, payPlatform: null, currency: BASE_CURRENCY, context, returnUrl: null, orderNo }, now);
      }
      return creditPendingOrderIn(trx, deps.giftBag, orderNo, now);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return null;
    throw error;
  }
}
