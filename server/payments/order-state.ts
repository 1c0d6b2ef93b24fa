import { PAYMENT_STATUS } from '../../src/domain/constants.js';
import type { PaymentStatus } from '../../src/domain/payments/payment-codes.js';

/**
 * An order's life (ADR 0005): pending → paid | failed | cancelled | expired. Every end
 * state is absorbing: a paid order is never failed by a late notification, a failed one
 * never paid (a buyer who tries again gets a new order), so an order is credited at most
 * once by construction. The database holds the spec's payment status codes.
 */
export type OrderState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
export type EndState = Exclude<OrderState, 'pending' | 'paid'>;

export const ORDER_STATUS = {
  pending: PAYMENT_STATUS.pending,
  paid: PAYMENT_STATUS.success,
  failed: PAYMENT_STATUS.fail,
  cancelled: PAYMENT_STATUS.cancel,
  expired: PAYMENT_STATUS.timeout,
} as const satisfies Record<OrderState, PaymentStatus>;

const BY_STATUS: ReadonlyMap<number, OrderState> = new Map(
  (Object.entries(ORDER_STATUS) as [OrderState, number][]).map(([state, status]) => [status, state]),
);

export function orderStateOf(status: number): OrderState | undefined {
  return BY_STATUS.get(status);
}

/** The only moves: out of pending, into an end state. */
export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return from === 'pending' && to !== 'pending';
}

/** The pay-event kind an end state announces. */
export const EVENT_KIND: Readonly<Record<Exclude<OrderState, 'pending'>, string>> = {
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};
