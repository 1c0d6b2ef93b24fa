import { filter, map, Subject, type Observable, type Subscription } from 'rxjs';
import { REALTIME_MESSAGE_TYPE } from '../../domain';
import { payEventAckContract } from '../contracts/pay/event-ack.contract';
import { payEventMessageSchema, type PayEventMessage } from '../contracts/pay/pay-event-message';
import type { HttpPort } from '../ports/http.port';
import type { RealtimeMessage } from '../ports/realtime.port';

/** Settled orders remembered for a checkout that starts waiting after its event arrived. */
const REMEMBERED_ORDERS = 50;

/**
 * Payment events (realtime type 34, 000 §7): each is acknowledged with /pay/event-ack once
 * handled, and kept by order number, because the provider may settle an order (and the
 * event arrive) before the checkout library has even answered the page.
 */
export interface PayEventInbox {
  readonly events$: Observable<PayEventMessage>;
  /** The latest event of an order seen so far. */
  latest(orderNo: string): PayEventMessage | undefined;
  dispose(): void;
}

export function createPayEventInbox(deps: { readonly http: HttpPort; readonly messages$: Observable<RealtimeMessage> }): PayEventInbox {
  const byOrder = new Map<string, PayEventMessage>();
  const events = new Subject<PayEventMessage>();
  const subscription: Subscription = deps.messages$
    .pipe(
      filter((message) => message.type === REALTIME_MESSAGE_TYPE.paymentEvent),
      map((message) => payEventMessageSchema.safeParse(message)),
      filter((parsed) => parsed.success),
      map((parsed) => parsed.data),
    )
    .subscribe((event) => {
      byOrder.delete(event.order_no);
      byOrder.set(event.order_no, event);
      if (byOrder.size > REMEMBERED_ORDERS) {
        const oldest = byOrder.keys().next().value;
        if (oldest !== undefined) byOrder.delete(oldest);
      }
      events.next(event);
      // Delivery is at least once: a lost ack only means the event comes again, and is handled the same way.
      void deps.http.call(payEventAckContract, { event_id: event.event_id });
    });
  return {
    events$: events.asObservable(),
    latest: (orderNo) => byOrder.get(orderNo),
    dispose: () => subscription.unsubscribe(),
  };
}
