import { orderAppleVerifyContract } from '../../src/application/contracts/order-apple/verify.contract.js';
import { PRODUCT_TYPE, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { currentUserOf } from '../accounts/current-user.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { PaymentEndpointDeps } from './payments-deps.js';
import { buyerRow } from './payments-queries.js';
import { verifyStoreReceipt } from './verify-store-receipt.js';

const CENTS_PER_UNIT = 100;

/** /order-apple/verify: credits a store receipt once per store transaction (see verifyStoreReceipt). */
export const orderAppleVerifyEndpoint = (deps: PaymentEndpointDeps) =>
  defineEndpoint(orderAppleVerifyContract, { auth: 'required' }, async (payload, caller) => {
    const verified = await verifyStoreReceipt(deps, caller.uid, {
      sku: payload.sku, productType: payload.product_type, receiptData: payload.receipt_data, tranNo: payload.tran_no, transactionId: payload.transaction_id,
    });
    if (!verified.ok) return refuse(RESULT_ERROR, verified.code);
    const [user, balance] = await Promise.all([
      buyerRow(deps.pdb, caller.uid),
      deps.ledger.balanceOf(caller.uid),
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
