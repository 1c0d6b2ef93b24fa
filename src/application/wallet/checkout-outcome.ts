import { filter, map, merge, type Observable } from 'rxjs';
import { PAYMENT_STATUS, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { payEventMessageSchema } from '../contracts/pay/pay-event-message';
import type { CheckoutRequest } from '../payments/recharge-requests';
import type { RealtimeMessage } from '../ports/realtime.port';

/**
 * How a checkout went, as the wallet needs it: `started` stores pay status 1 for the
 * unpaid offer, `succeeded` refreshes the balance and closes the wallet's popups (000 §4
 * "the payment-success event closes the VIP, balance and discount popups"), `failed` and
 * `cancelled` leave status 1 behind, which schedules the unpaid offer.
 */
export type CheckoutOutcome =
  | { readonly kind: 'started'; readonly productType?: number }
  | { readonly kind: 'succeeded'; readonly productType?: number; readonly balance?: number }
  | { readonly kind: 'failed' | 'cancelled'; readonly productType?: number };

function outcomeOfStatus(status: number, productType: number, balance: number): CheckoutOutcome | null {
  switch (status) {
    case PAYMENT_STATUS.success:
      return { kind: 'succeeded', productType, balance };
    case PAYMENT_STATUS.fail:
      return { kind: 'failed', productType };
    case PAYMENT_STATUS.cancel:
    case PAYMENT_STATUS.timeout:
      return { kind: 'cancelled', productType };
    default:
      return null;
  }
}

/** Outcomes read from the realtime payment events (type 34): the server's word on every settled order. */
export function outcomesOfPayEvents(messages$: Observable<RealtimeMessage>): Observable<CheckoutOutcome> {
  return messages$.pipe(
    filter((message) => message.type === REALTIME_MESSAGE_TYPE.paymentEvent),
    map((message) => payEventMessageSchema.safeParse(message)),
    map((parsed) => (parsed.success ? outcomeOfStatus(parsed.data.data.status, parsed.data.data.product_type, parsed.data.data.balance) : null)),
    filter((outcome): outcome is CheckoutOutcome => outcome !== null),
  );
}

/**
 * The outcomes stream until the checkout's own lands: every checkout request starts a
 * payment, and the payment events say how it ended.
 */
export function checkoutOutcomes(checkout$: Observable<CheckoutRequest>, messages$: Observable<RealtimeMessage>): Observable<CheckoutOutcome> {
  return merge(
    checkout$.pipe(map((request): CheckoutOutcome => ({ kind: 'started', productType: request.item.product_type }))),
    outcomesOfPayEvents(messages$),
  );
}
