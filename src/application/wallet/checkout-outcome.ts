import { filter, map, merge, type Observable } from 'rxjs';
import { PAYMENT_STATUS, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { payEventMessageSchema } from '../contracts/pay/pay-event-message';
import type { PayItem } from '../contracts/coin/pay-item';
import type { CheckoutRequest } from '../payments/recharge-requests';
import type { RealtimeMessage } from '../ports/realtime.port';

/**
 * How a checkout went, as the wallet needs it (the checkout's own outcome type, in
 * src/application/payments, fits this shape): `started` stores pay status 1 for the
 * unpaid offer, `succeeded` refreshes the balance and closes the wallet's popups (000 §4
 * "the payment-success event closes the VIP, balance and discount popups"), `failed` and
 * `cancelled` leave status 1 behind, which schedules the unpaid offer.
 */
export interface CheckoutOutcome {
  readonly kind: 'started' | 'succeeded' | 'failed' | 'cancelled';
  /** The package (only its product type matters here), when known. */
  readonly item?: Pick<PayItem, 'product_type'>;
  /** The balance right after, when the outcome says it. */
  readonly balance?: number;
}

function outcomeOfStatus(status: number, item: Pick<PayItem, 'product_type'>, balance: number): CheckoutOutcome | null {
  switch (status) {
    case PAYMENT_STATUS.success:
      return { kind: 'succeeded', item, balance };
    case PAYMENT_STATUS.fail:
      return { kind: 'failed', item };
    case PAYMENT_STATUS.cancel:
    case PAYMENT_STATUS.timeout:
      return { kind: 'cancelled', item };
    default:
      return null;
  }
}

/** Outcomes read from the realtime payment events (type 34): the server's word on every settled order. */
export function outcomesOfPayEvents(messages$: Observable<RealtimeMessage>): Observable<CheckoutOutcome> {
  return messages$.pipe(
    filter((message) => message.type === REALTIME_MESSAGE_TYPE.paymentEvent),
    map((message) => payEventMessageSchema.safeParse(message)),
    map((parsed) => (parsed.success ? outcomeOfStatus(parsed.data.data.status, { product_type: parsed.data.data.product_type }, parsed.data.data.balance) : null)),
    filter((outcome): outcome is CheckoutOutcome => outcome !== null),
  );
}

/**
 * The outcomes stream until the checkout's own lands: every checkout request starts a
 * payment, and the payment events say how it ended.
 */
export function checkoutOutcomes(checkout$: Observable<CheckoutRequest>, messages$: Observable<RealtimeMessage>): Observable<CheckoutOutcome> {
  return merge(
    checkout$.pipe(map((request): CheckoutOutcome => ({ kind: 'started', item: request.item }))),
    outcomesOfPayEvents(messages$),
  );
}
