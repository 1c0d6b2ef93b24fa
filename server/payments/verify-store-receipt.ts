import { currencyForCountry } from './buyer-currency.js';
import { findItemBySku } from './catalogue.js';
import { insertOrder } from './create-order.js';
import { inTransaction, Refused } from './in-transaction.js';
import { ORDER_STATUS } from './order-state.js';
import type { OrderRow } from './payment-tables.js';
import type { PaymentsDeps } from './payments-deps.js';
import { announce, creditPendingOrderIn, type PaymentsTrx, type SettleOutcome } from './settle-order.js';
import { openReceipt } from './signing.js';
import { PAYMENT_PROVIDER } from '../../src/domain/payments/payment-codes.js';

export type ReceiptError = 'IAP.INVALID_RECEIPT' | 'IAP.PRODUCT_MISMATCH' | 'IAP.ACCOUNT_MISMATCH' | 'IAP.OTHER_ACCOUNT' | 'IAP.ORDER_ALREADY_PAID' | 'IAP.SANDBOX_OFF';

export interface ReceiptClaim {
  readonly sku: string;
  readonly productType: number;
  readonly receiptData: string;
  readonly tranNo: string;
  readonly transactionId: string | undefined;
}

export type ReceiptResult =
  | { readonly ok: true; readonly order: OrderRow; readonly repeated: boolean; readonly sandbox: boolean }
  | { readonly ok: false; readonly code: ReceiptError };

interface Receipt {
  readonly transactionId: string;
  readonly productId: string;
  readonly accountToken: string;
  readonly environment: string;
  /** A store subscription's end (epoch ms): VIP follows it (the store, not Glint, renews). */
  readonly expiresAt: number | undefined;
}

const UNIQUE_VIOLATION = '23505';

function readReceipt(content: Record<string, unknown> | null): Receipt | null {
  if (content === null) return null;
  const { transaction_id: transactionId, product_id: productId, app_account_token: accountToken, environment, expires_date: expires } = content;
  if (typeof transactionId !== 'string' || typeof productId !== 'string' || typeof accountToken !== 'string' || transactionId === '') return null;
  const expiresAt = typeof expires === 'number' && Number.isSafeInteger(expires) && expires > 0 ? expires : undefined;
  return { transactionId, productId, accountToken, environment: typeof environment === 'string' ? environment : 'Production', expiresAt };
}

/** A store transaction already credited this order, or the late order that stands in for it (`<order_no>-<transaction>`). */
async function orderHasTransaction(trx: PaymentsTrx, orderNo: string): Promise<boolean> {
  const used = await trx
    .selectFrom('iap_transactions')
    .select('transaction_id')
    .where((eb) => eb.or([eb('order_no', '=', orderNo), eb('order_no', 'like', `${orderNo}-%`)]))
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * An in-app purchase receipt (ADR 0005). The receipt must be signed by the store, name the
 * product the client says, and be bought for the caller: its account token is the
 * `tran_no` of one of the caller's orders for that product. Its store transaction then
 * credits once, ever: the same transaction again is a repeat (nothing credited), and a
 * transaction already credited to another account is refused. One order is paid by one
 * store transaction: a second, different receipt naming an order that a receipt already
 * paid credits nothing (IAP.ORDER_ALREADY_PAID) — otherwise one order plus any number of
 * receipts would mint coins. A valid receipt whose order has meanwhile ended (cancelled,
 * expired) still credits, once, on a new order — the store took the money.
 */
export async function verifyStoreReceipt(deps: PaymentsDeps, uid: number, claim: ReceiptClaim): Promise<ReceiptResult> {
  // The sandbox store is the only store whose receipts Glint can check: with it off, none credits.
  if (!deps.paySandbox) return { ok: false, code: 'IAP.SANDBOX_OFF' };
  const receipt = readReceipt(openReceipt(deps.storeSecret, claim.receiptData));
  if (receipt === null || (claim.transactionId !== undefined && claim.transactionId !== '' && claim.transactionId !== receipt.transactionId)) {
    return { ok: false, code: 'IAP.INVALID_RECEIPT' };
  }
  const item = findItemBySku(claim.sku);
  if (receipt.productId !== claim.sku || item === undefined || item.productType !== claim.productType) return { ok: false, code: 'IAP.PRODUCT_MISMATCH' };
  if (receipt.accountToken !== claim.tranNo) return { ok: false, code: 'IAP.ACCOUNT_MISMATCH' };
  const order = await deps.pdb.selectFrom('orders').selectAll().where('order_no', '=', claim.tranNo).executeTakeFirst();
  if (order === undefined || order.uid !== uid || order.pay_type !== PAYMENT_PROVIDER.official) return { ok: false, code: 'IAP.ACCOUNT_MISMATCH' };
  if (order.goods_id !== item.goodsId) return { ok: false, code: 'IAP.PRODUCT_MISMATCH' };

  const now = deps.clock.now();
  const claimTransaction = async (trx: PaymentsTrx): Promise<{ readonly outcome: SettleOutcome | null; readonly orderNo: string }> => {
    const earlier = await trx.selectFrom('iap_transactions').select(['uid', 'order_no']).where('transaction_id', '=', receipt.transactionId).executeTakeFirst();
    if (earlier !== undefined) {
      if (earlier.uid !== uid) throw new Refused('IAP.OTHER_ACCOUNT');
      return { outcome: null, orderNo: earlier.order_no };
    }
    const current = await trx.selectFrom('orders').select('status').where('order_no', '=', order.order_no).forUpdate().executeTakeFirstOrThrow();
    // Under the order's lock, so two different receipts racing for one order are serialised.
    if (current.status === ORDER_STATUS.paid || (await orderHasTransaction(trx, order.order_no))) throw new Refused('IAP.ORDER_ALREADY_PAID');
    const orderNo = current.status === ORDER_STATUS.pending ? order.order_no : `${order.order_no}-${receipt.transactionId}`;
    if (orderNo !== order.order_no) {
      const user = await trx.selectFrom('users').select('country_code').where('uid', '=', uid).executeTakeFirstOrThrow();
      await insertOrder(trx, { uid, item, payType: PAYMENT_PROVIDER.official, payPlatform: null, currency: currencyForCountry(user.country_code), context: { fromType: order.from_type, fromId: order.from_id, sid: null }, returnUrl: null, orderNo }, now);
    }
    await trx.insertInto('iap_transactions').values({ transaction_id: receipt.transactionId, uid, order_no: orderNo, product_id: receipt.productId, environment: receipt.environment, created_at: now }).execute();
    return { outcome: await creditPendingOrderIn(trx, deps.giftBag, orderNo, now, receipt.transactionId, { ...(receipt.expiresAt !== undefined && { storeExpiresAt: receipt.expiresAt }) }), orderNo };
  };

  try {
    let claimed: { readonly outcome: SettleOutcome | null; readonly orderNo: string };
    try {
      claimed = await inTransaction(deps.pdb, claimTransaction);
    } catch (error) {
      // Two verifications of one transaction raced on PostgreSQL: the loser now sees the winner's row.
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
      claimed = await inTransaction(deps.pdb, claimTransaction);
    }
    if (claimed.outcome !== null) await announce(deps, claimed.outcome);
    const settled = await deps.pdb.selectFrom('orders').selectAll().where('order_no', '=', claimed.orderNo).executeTakeFirstOrThrow();
    return { ok: true, order: settled, repeated: claimed.outcome === null || !claimed.outcome.changed, sandbox: receipt.environment === 'Sandbox' };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code as ReceiptError };
    throw error;
  }
}
