import { CARD_PAY_TYPE } from '../../src/domain/constants.js';
import { grantDueVipCoins } from '../vip/grant-vip-coins.js';
import type { ProviderTransaction } from './card-provider.js';
import { ORDER_STATUS } from './order-state.js';
import type { OrderRow } from './payment-tables.js';
import type { PaymentsDeps } from './payments-deps.js';
import { refundPaidOrder, settleOrder } from './settle-order.js';

const HTTP_NOT_FOUND = 404;
const SETTLED = new Set(['succeeded', 'failed', 'canceled', 'refunded']);

async function applyFinal(deps: PaymentsDeps, order: OrderRow, transaction: ProviderTransaction): Promise<void> {
  switch (transaction.status) {
    case 'succeeded':
      await settleOrder(deps, order.order_no, { state: 'paid', ...(transaction.cardToken !== null && { cardToken: transaction.cardToken }) });
      return;
    case 'refunded':
      await settleOrder(deps, order.order_no, { state: 'paid' });
      await refundPaidOrder(deps, order.order_no);
      return;
    case 'failed':
      await settleOrder(deps, order.order_no, { state: 'failed', failure: `card:${transaction.errorCode ?? 'unknown'}` });
      return;
    case 'canceled':
      await settleOrder(deps, order.order_no, { state: 'expired', failure: 'timeout' });
      return;
    default:
      return;
  }
}

/**
 * An order past its deadline (ADR 0005, "no payment left in limbo"): the provider is
 * asked how its transaction ended; one still open is cancelled there first, so that it
 * can no longer succeed behind our back, and the order settles as the provider's final
 * answer says (a success that raced the cancel is credited). An order the provider never
 * heard of, or a store order whose receipt never came, expires. While the provider
 * cannot be reached the order waits for the next sweep.
 */
export async function reconcileOrder(deps: PaymentsDeps, order: OrderRow): Promise<void> {
  if (order.pay_type !== CARD_PAY_TYPE || order.provider_ref === null) {
    await settleOrder(deps, order.order_no, { state: 'expired', failure: 'timeout' });
    return;
  }
  let seen = await deps.provider.getTransaction(order.provider_ref);
  if (seen.ok && !SETTLED.has(seen.value.status)) seen = await deps.provider.cancelTransaction(order.provider_ref);
  if (seen.ok) return applyFinal(deps, order, seen.value);
  if (seen.error.status === HTTP_NOT_FOUND) await settleOrder(deps, order.order_no, { state: 'expired', failure: 'provider:unknown' });
  // Unreachable or refusing: the order waits for the next sweep, and the operator hears of it.
  else deps.onError(new Error(`provider answered ${seen.error.code}: ${seen.error.detail}`), { task: 'reconcile overdue order', order_no: order.order_no, uid: order.uid });
}

/** One pass of housekeeping: reconcile overdue orders, grant VIP coins that fell due. */
export async function sweepPayments(deps: PaymentsDeps, limit = 100): Promise<void> {
  const now = deps.clock.now();
  const overdue = await deps.pdb
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', ORDER_STATUS.pending)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  for (const order of overdue) {
    try {
      await reconcileOrder(deps, order);
    } catch (error) {
      deps.onError(error, { task: 'reconcile overdue order', order_no: order.order_no, uid: order.uid });
    }
  }
  await grantDueVipCoins(deps, now, limit);
}
