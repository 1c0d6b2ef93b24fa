import { CARD_PAY_TYPE, ORDER_PENDING_TTL_MS, PRODUCT_TYPE } from '../../../src/domain/constants.js';
import { renewalStep, VIP_RENEWAL_MAX_ATTEMPTS } from '../../../src/domain/payments/vip-renewal.js';
import { findItem } from '../../payments/catalogue.js';
import { insertOrder } from '../../payments/create-order.js';
import { inTransaction } from '../../payments/in-transaction.js';
import { ORDER_STATUS } from '../../payments/order-state.js';
import type { PaymentsDeps } from '../../payments/payments-deps.js';
import { announce, creditPendingOrderIn, endPendingOrderIn, type Settlement, type SettleOutcome } from '../../payments/settle-order.js';
import { paymentsTrx, subscriptionsDatabase, type SubscriptionsTrx } from './subscription-tables.js';

/** The from_type of a renewal order (a recharge context the client never sends). */
export const RENEWAL_FROM_TYPE = 'vip_renewal';

/**
 * A renewal order's number names the member, the period it renews (the period's end) and
 * the attempt, so its ledger key `order:<order_no>` is one per subscription period and
 * attempt — and at most one attempt of a period is ever paid, because a paid one moves
 * the period on.
 */
export const renewalOrderNo = (uid: number, periodEnd: number, attempt: number): string => `VR${uid}-${periodEnd.toString(36).toUpperCase()}-${attempt}`;

export type RenewalResult = 'none' | 'waiting' | 'lapsed' | 'paid' | 'declined' | 'provider_unavailable';

interface InFlight {
  readonly orderNo: string;
  readonly cardToken: string;
}

/**
 * Picks the subscription's renewal at `now` under its row lock: the order already in
 * flight (a run that stopped half-way, or a concurrent one), else — when the schedule
 * says charge — a new pending renewal order for the package and currency first paid; a
 * schedule that says lapse ends the subscription (VIP runs to the period's end).
 */
async function claimRenewal(trx: SubscriptionsTrx, uid: number, now: number): Promise<InFlight | Exclude<RenewalResult, 'paid' | 'declined' | 'provider_unavailable'>> {
  const sub = await trx.selectFrom('vip_subscriptions').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
  if (sub === undefined) return 'none';
  if (sub.renewal_order_no !== null) return { orderNo: sub.renewal_order_no, cardToken: sub.card_token };
  const user = await trx.selectFrom('users').select(['vip_expires_at', 'country_code']).where('uid', '=', uid).executeTakeFirstOrThrow();
  const periodEnd = user.vip_expires_at ?? 0;
  const step = renewalStep({ status: sub.status, periodEnd, failures: sub.failures }, now);
  const item = findItem(sub.goods_id, PRODUCT_TYPE.vip);
  if (step.kind === 'lapse' || (step.kind === 'charge' && item === undefined)) {
    await trx.updateTable('vip_subscriptions').set({ status: 'lapsed', updated_at: now }).where('uid', '=', uid).execute();
    return 'lapsed';
  }
  if (step.kind === 'wait' || item === undefined) return step.kind === 'wait' && step.at === null ? 'none' : 'waiting';
  const orderNo = renewalOrderNo(uid, periodEnd, sub.failures + 1);
  const existing = await trx.selectFrom('orders').select('order_no').where('order_no', '=', orderNo).executeTakeFirst();
  if (existing === undefined) {
    await insertOrder(paymentsTrx(trx), {
      uid, item, payType: CARD_PAY_TYPE, payPlatform: null, currency: sub.currency,
      context: { fromType: RENEWAL_FROM_TYPE, fromId: null, sid: null }, returnUrl: null, orderNo,
    }, now);
  }
  await trx.updateTable('vip_subscriptions').set({ renewal_order_no: orderNo, updated_at: now }).where('uid', '=', uid).execute();
  return { orderNo, cardToken: sub.card_token };
}

/**
 * Charges the renewal order's saved card at the provider, with the order number as the
 * idempotency key: a run that repeats the charge (after a crash, or beside another run)
 * gets the first charge's answer and pays nothing twice. Answers how the order should
 * settle, or null while the provider cannot be reached (the next run tries again).
 */
async function chargeRenewal(deps: PaymentsDeps, uid: number, flight: InFlight, now: number): Promise<Settlement | null> {
  const order = await deps.pdb.selectFrom('orders').selectAll().where('order_no', '=', flight.orderNo).executeTakeFirstOrThrow();
  if (order.status !== ORDER_STATUS.pending) return null;
  let transactionId = order.provider_ref;
  if (transactionId === null) {
    const created = await deps.provider.createTransaction({
      merchantOrderNo: order.order_no, amount: order.amount_cents, currency: order.currency, notifyUrl: deps.notifyUrl,
      returnUrl: null, customer: { userId: String(uid), email: '', country: '' }, browser: null,
    });
    if (!created.ok) {
      deps.onError(new Error(`VIP renewal ${order.order_no}: the provider refused the transaction: ${created.error.detail}`));
      return null;
    }
    transactionId = created.value.id;
    // The deadline starts with the charge: the sweep leaves the order to this job until then.
    await deps.pdb.updateTable('orders').set({ provider_ref: transactionId, expires_at: now + ORDER_PENDING_TTL_MS, updated_at: now }).where('order_no', '=', order.order_no).execute();
  }
  const charged = await deps.provider.chargeSavedCard(transactionId, flight.cardToken, order.order_no);
  if (!charged.ok) {
    deps.onError(new Error(`VIP renewal ${order.order_no}: the charge was not made: ${charged.error.detail}`));
    return null;
  }
  if (charged.value.status === 'succeeded') return { state: 'paid', providerRef: transactionId };
  return { state: 'failed', failure: `card:${charged.value.errorCode ?? 'unknown'}` };
}

/**
 * Records how the renewal order ended, under the subscription's lock, in one transaction
 * with the order's own settlement (when this run settles it): paid — coins credited and
 * VIP extended by one period by the order, the declines of the period forgotten; failed
 * or expired — one more decline, and the subscription lapses after the last allowed
 * attempt. An order still pending (the provider did not answer) stays in flight.
 */
async function recordRenewal(deps: PaymentsDeps, uid: number, orderNo: string, settlement: Settlement | null, now: number): Promise<{ result: RenewalResult; outcome: SettleOutcome | null }> {
  return inTransaction(subscriptionsDatabase(deps.db), async (trx) => {
    const sub = await trx.selectFrom('vip_subscriptions').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
    if (sub?.renewal_order_no !== orderNo) return { result: 'none' as const, outcome: null };
    let outcome: SettleOutcome | null = null;
    if (settlement !== null) {
      outcome = settlement.state === 'paid' ? await creditPendingOrderIn(paymentsTrx(trx), deps.giftBag, orderNo, now, settlement.providerRef) : await endPendingOrderIn(paymentsTrx(trx), orderNo, settlement.state, settlement.failure, now);
    }
    const order = await trx.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    if (order.status === ORDER_STATUS.pending) return { result: 'provider_unavailable' as const, outcome };
    const paid = order.status === ORDER_STATUS.paid;
    const failures = paid ? 0 : sub.failures + 1;
    const status = !paid && failures >= VIP_RENEWAL_MAX_ATTEMPTS && sub.status === 'active' ? 'lapsed' : sub.status;
    await trx.updateTable('vip_subscriptions').set({ renewal_order_no: null, failures, status, updated_at: now }).where('uid', '=', uid).execute();
    return { result: paid ? ('paid' as const) : ('declined' as const), outcome };
  });
}

/**
 * One member's renewal step at `now` (ADR "Trust", VIP subscription): nothing before the
 * schedule says so, else claim (or resume) the period's renewal order, charge the saved
 * card, and record the outcome. Safe to run any number of times, concurrently included.
 */
export async function renewSubscription(deps: PaymentsDeps, uid: number, now: number): Promise<RenewalResult> {
  const claimed = await inTransaction(subscriptionsDatabase(deps.db), (trx) => claimRenewal(trx, uid, now));
  if (typeof claimed === 'string') return claimed;
  const settlement = await chargeRenewal(deps, uid, claimed, now);
  const { result, outcome } = await recordRenewal(deps, uid, claimed.orderNo, settlement, now);
  if (outcome !== null) await announce(deps, outcome);
  return result;
}
