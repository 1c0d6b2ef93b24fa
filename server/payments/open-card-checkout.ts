import type { OrderPayload } from '../../src/application/contracts/order/order-payload.js';
import { CARD_PAY_TYPE, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { currencyForCountry } from './buyer-currency.js';
import { insertOrder } from './create-order.js';
import { ORDER_STATUS } from './order-state.js';
import type { OrderRow } from './payment-tables.js';
import type { PaymentsDeps } from './payments-deps.js';
import { checkEligibility, type EligibilityCode } from './purchase-eligibility.js';
import { parseRechargeContext } from './recharge-context.js';
import { safeReturnUrl } from './return-url.js';
import { settleOrder } from './settle-order.js';
import { PAY_PLATFORM } from '../../src/domain/payments/payment-codes.js';

export type CheckoutError = EligibilityCode | 'ORDER.PAY_TYPE' | 'ORDER.BAD_RETURN_URL' | 'ORDER.NOT_DIRECT' | 'PAY.PROVIDER_UNAVAILABLE';
export type CheckoutResult =
  | { readonly ok: true; readonly order: OrderRow; readonly transactionId: string; readonly checkoutUrl: string }
  | { readonly ok: false; readonly code: CheckoutError };

const WALLETS: ReadonlySet<number> = new Set(Object.values(PAY_PLATFORM));

/**
 * A card (or wallet) purchase: checks the package may be bought, opens a pending order
 * and the provider's transaction for it (the hosted checkout page and the in-page card
 * flow start from the same pair). If the provider cannot be reached, the order ends as
 * failed at once rather than waiting for its deadline.
 */
export async function openCardCheckout(deps: PaymentsDeps, uid: number, payload: OrderPayload, browser: Readonly<Record<string, unknown>> | null): Promise<CheckoutResult> {
  const now = deps.clock.now();
  if (payload.pay_type !== CARD_PAY_TYPE) return { ok: false, code: 'ORDER.PAY_TYPE' };
  const returnUrl = safeReturnUrl(payload.return_url, deps.publicOrigins);
  if (returnUrl === undefined || safeReturnUrl(payload.cancel_url, deps.publicOrigins) === undefined) return { ok: false, code: 'ORDER.BAD_RETURN_URL' };
  const eligible = await checkEligibility(deps.pdb, uid, payload.goods_id, payload.product_type, now);
  if (!eligible.ok) return eligible;
  if (eligible.item.prices.USD === 0) return { ok: false, code: 'ORDER.NOT_DIRECT' };
  const user = await deps.pdb.selectFrom('users').select('country_code').where('uid', '=', uid).executeTakeFirstOrThrow();
  const country = (payload.country_code ?? '').trim() || user.country_code;
  const payPlatform = payload.pay_platform !== undefined && WALLETS.has(payload.pay_platform) ? payload.pay_platform : null;
  const order = await insertOrder(deps.pdb, {
    uid, item: eligible.item, payType: CARD_PAY_TYPE, payPlatform, currency: currencyForCountry(country),
    context: parseRechargeContext(payload.extras), returnUrl,
  }, now);

  const created = await deps.provider.createTransaction({
    merchantOrderNo: order.order_no,
    amount: order.amount_cents,
    currency: order.currency,
    notifyUrl: deps.notifyUrl,
    returnUrl,
    customer: { userId: String(uid), email: payload.email ?? '', country },
    browser,
    // A VIP purchase by card is a subscription: the provider keeps the card for the renewals.
    saveCard: eligible.item.productType === PRODUCT_TYPE.vip,
  });
  if (!created.ok) {
    deps.onError(new Error(`order ${order.order_no}: the provider refused the transaction: ${created.error.detail}`));
    await settleOrder(deps, order.order_no, { state: 'failed', failure: created.error.code });
    return { ok: false, code: 'PAY.PROVIDER_UNAVAILABLE' };
  }
  const linked = await deps.pdb
    .updateTable('orders')
    .set({ provider_ref: created.value.id, updated_at: now })
    .where('order_no', '=', order.order_no)
    .where('status', '=', ORDER_STATUS.pending)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, order: linked, transactionId: created.value.id, checkoutUrl: created.value.checkoutUrl };
}
