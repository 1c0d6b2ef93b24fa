import { orderPaySuccessContract } from '../../src/application/contracts/order/pay-success.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { PaymentEndpointDeps } from './payments-deps.js';
import { checkEligibility } from './purchase-eligibility.js';
import { parseRechargeContext } from './recharge-context.js';
import { announce } from './settle-order.js';
import { takeFreePackage } from './take-free-package.js';

/**
 * /order/pay-success: "pay directly" (/order/check code 10) — the free package is taken
 * and credited in one transaction, once per account. Packages with a price are refused
 * (ORDER.NOT_DIRECT); a second take is ORDER.NOT_ELIGIBLE.
 */
export const orderPaySuccessEndpoint = (deps: PaymentEndpointDeps) =>
  defineEndpoint(orderPaySuccessContract, { auth: 'required' }, async (payload, caller) => {
    const now = deps.clock.now();
    const eligible = await checkEligibility(deps.pdb, caller.uid, payload.goods_id, payload.product_type, now);
    if (!eligible.ok) return refuse(RESULT_ERROR, eligible.code);
    if (eligible.item.prices.USD !== 0) return refuse(RESULT_ERROR, 'ORDER.NOT_DIRECT');
    const outcome = await takeFreePackage(deps, caller.uid, eligible.item, parseRechargeContext(payload.extra), now);
    if (outcome === null || !outcome.changed) return refuse(RESULT_ERROR, 'ORDER.NOT_ELIGIBLE');
    await announce(deps, outcome);
    return { ok: RESULT_SUCCESS, data: { balance: await deps.ledger.balanceOf(caller.uid), order_no: outcome.order.order_no, coins: outcome.order.coins } };
  });
