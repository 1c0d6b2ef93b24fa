import { orderPaySuccessContract } from '../../../src/application/contracts/order/pay-success.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { refusal } from '../call-helpers.js';
import { insertOrder } from '../create-order.js';
import { inTransaction } from '../in-transaction.js';
import { BASE_CURRENCY } from '../buyer-currency.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { checkEligibility } from '../purchase-eligibility.js';
import { parseRechargeContext } from '../recharge-context.js';
import { announce, creditPendingOrderIn, type SettleOutcome } from '../settle-order.js';

const UNIQUE_VIOLATION = '23505';

/** The free package's order number is fixed per account: taking it twice meets the order's unique key. */
const freeOrderNo = (uid: number, goodsId: string): string => `FREE-${uid}-${goodsId}`;

/**
 * /order/pay-success: "pay directly" (/order/check code 10) — the free package is taken
 * and credited in one transaction, once per account. Packages with a price are refused
 * (ORDER.NOT_DIRECT); a second take is ORDER.NOT_ELIGIBLE.
 */
export function orderPaySuccessCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(orderPaySuccessContract, { auth: 'required' }, async (ctx, payload, caller) => {
    const now = deps.clock.now();
    const eligible = await checkEligibility(deps.pdb, caller.uid, payload.goods_id, payload.product_type, now);
    if (!eligible.ok) return refusal(eligible.code);
    if (eligible.item.prices.USD !== 0) return refusal('ORDER.NOT_DIRECT');
    const orderNo = freeOrderNo(caller.uid, eligible.item.goodsId);
    let outcome: SettleOutcome;
    try {
      outcome = await inTransaction(deps.pdb, async (trx) => {
        const exists = await trx.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirst();
        if (exists === undefined) {
          await insertOrder(trx, { uid: caller.uid, item: eligible.item, payType: 0, payPlatform: null, currency: BASE_CURRENCY, context: parseRechargeContext(payload.extra), returnUrl: null, orderNo }, now);
        }
        return creditPendingOrderIn(trx, orderNo, now);
      });
    } catch (error) {
      // A second take raced this one on PostgreSQL and inserted the order first.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return refusal('ORDER.NOT_ELIGIBLE');
      throw error;
    }
    if (!outcome.changed) return refusal('ORDER.NOT_ELIGIBLE');
    await announce(deps, outcome);
    return { ok: RESULT_SUCCESS, data: { balance: await ctx.ledger.balanceOf(caller.uid), order_no: orderNo, coins: outcome.order.coins } };
  });
}
