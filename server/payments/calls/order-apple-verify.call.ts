import { orderAppleVerifyContract } from '../../../src/application/contracts/order-apple/verify.contract.js';
import { PRODUCT_TYPE, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { currentUserOf } from '../../accounts/current-user.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { refusal } from '../call-helpers.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { verifyStoreReceipt } from '../verify-store-receipt.js';

const CENTS_PER_UNIT = 100;

/** /order-apple/verify: credits a store receipt once per store transaction (see verifyStoreReceipt). */
export function orderAppleVerifyCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(orderAppleVerifyContract, { auth: 'required' }, async (ctx, payload, caller) => {
    const verified = await verifyStoreReceipt(deps, caller.uid, {
      sku: payload.sku, productType: payload.product_type, receiptData: payload.receipt_data, tranNo: payload.tran_no, transactionId: payload.transaction_id,
    });
    if (!verified.ok) return refusal(verified.code);
    const [user, balance] = await Promise.all([
      deps.pdb.selectFrom('users').selectAll().where('uid', '=', caller.uid).executeTakeFirstOrThrow(),
      ctx.ledger.balanceOf(caller.uid),
    ]);
    const { order } = verified;
    return {
      ok: RESULT_SUCCESS,
      data: {
        is_sandbox: verified.sandbox ? (1 as const) : (0 as const),
        ignore_event: verified.repeated ? (1 as const) : (0 as const),
        money: order.usd_cents / CENTS_PER_UNIT,
        goods_id: order.goods_id,
        product_type: order.product_type === PRODUCT_TYPE.vip ? PRODUCT_TYPE.vip : PRODUCT_TYPE.coins,
        event: { height_ltv_value: user.recharge_cents / CENTS_PER_UNIT },
        user_info: currentUserOf(user, deps.clock.now()),
        account_info: { money: balance },
      },
    };
  });
}
