import { z } from 'zod';
import type { SandboxNotification } from './sandbox-provider/sandbox-codes.js';
import type { PaymentsDeps } from './payments-deps.js';
import { refundPaidOrder, settleOrder } from './settle-order.js';
import { ORDER_STATUS } from './order-state.js';

export const PROVIDER_NAME = 'sandbox';

export const notificationSchema = z.object({
  event_id: z.string().min(1).max(128),
  type: z.enum(['transaction.pending', 'transaction.succeeded', 'transaction.failed', 'transaction.canceled', 'transaction.refunded']),
  created: z.number().int().nonnegative(),
  data: z.object({
    transaction_id: z.string().min(1).max(128),
    merchant_order_no: z.string().min(1).max(64),
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
    status: z.enum(['created', 'requires_challenge', 'requires_gather', 'processing', 'succeeded', 'failed', 'canceled', 'refunded']),
    error_code: z.number().int().nullable(),
    card_token: z.string().min(1).max(128).nullable().default(null),
  }),
});

/** `ack`: answer 2xx, the provider stops sending it; `retry`: not yet (the provider sends it again later). */
export type NotificationVerdict = { readonly ack: true; readonly error: string | null } | { readonly ack: false; readonly reason: string };

const ack = (error: string | null = null): NotificationVerdict => ({ ack: true, error });

/**
 * A verified provider notification (ADR 0005). Every one is logged under its event id; an
 * event already processed is acknowledged at once. The order must be the one the
 * transaction was opened for, for the same amount and currency, else nothing is credited
 * (and the mismatch is logged). Then the order settles as the provider says — settling is
 * idempotent, so duplicates, replays and reorderings credit once. A refund that arrives
 * before the success it undoes is answered "not yet", so the provider redelivers it after.
 */
export async function handleNotification(deps: PaymentsDeps, notification: SandboxNotification): Promise<NotificationVerdict> {
  const now = deps.clock.now();
  const { event_id: eventId, data } = notification;
  const logged = await deps.pdb
    .insertInto('payment_notifications')
    .values({ provider: PROVIDER_NAME, event_id: eventId, order_no: data.merchant_order_no, payload: JSON.stringify(notification), received_at: now })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (logged === undefined) {
    const earlier = await deps.pdb.selectFrom('payment_notifications').select('processed_at').where('provider', '=', PROVIDER_NAME).where('event_id', '=', eventId).executeTakeFirst();
    if (earlier?.processed_at != null) return ack();
  }
  const verdict = await apply(deps, notification);
  if (verdict.ack) {
    await deps.pdb
      .updateTable('payment_notifications')
      .set({ processed_at: now, error: verdict.error })
      .where('provider', '=', PROVIDER_NAME)
      .where('event_id', '=', eventId)
      .execute();
  }
  return verdict;
}

async function apply(deps: PaymentsDeps, notification: SandboxNotification): Promise<NotificationVerdict> {
  const { data } = notification;
  const order = await deps.pdb.selectFrom('orders').selectAll().where('order_no', '=', data.merchant_order_no).executeTakeFirst();
  if (order === undefined) return ack('ORDER.UNKNOWN');
  if (order.provider_ref !== data.transaction_id) return ack('ORDER.TRANSACTION_MISMATCH');
  if (order.amount_cents !== data.amount || order.currency !== data.currency.toUpperCase()) return ack('ORDER.AMOUNT_MISMATCH');
  switch (notification.type) {
    case 'transaction.succeeded':
      await settleOrder(deps, order.order_no, { state: 'paid', ...(typeof data.card_token === 'string' && { cardToken: data.card_token }) });
      return ack();
    case 'transaction.failed':
      await settleOrder(deps, order.order_no, { state: 'failed', failure: `card:${data.error_code ?? 'unknown'}` });
      return ack();
    case 'transaction.canceled':
      await settleOrder(deps, order.order_no, { state: 'cancelled', failure: 'provider:canceled' });
      return ack();
    case 'transaction.pending':
      return ack();
    case 'transaction.refunded': {
      if (order.status === ORDER_STATUS.pending) return { ack: false, reason: 'ORDER.NOT_SETTLED' };
      const refunded = await refundPaidOrder(deps, order.order_no);
      return ack(refunded.ok ? null : refunded.code);
    }
  }
}
