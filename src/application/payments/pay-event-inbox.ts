import { filter, from, map, merge, mergeMap, Subject, type Observable, type Subscription } from 'rxjs';
import { REALTIME_MESSAGE_TYPE } from '../../domain';
import { payEventAckContract } from '../contracts/pay/event-ack.contract';
import { payEventMessageSchema, type PayEventMessage } from '../contracts/pay/pay-event-message';
import type { PayEvent } from '../contracts/msg/sync.contract';
import type { HttpPort } from '../ports/http.port';
import type { RealtimeMessage } from '../ports/realtime.port';

/** Settled orders remembered for a checkout that starts waiting after its event arrived. */
const REMEMBERED_ORDERS = 50;
/** Event ids remembered to drop the second copy (push and sync list the same event until it is acknowledged). */
const REMEMBERED_EVENTS = 200;

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

export interface PayEventInboxDeps {
  readonly http: HttpPort;
  readonly messages$: Observable<RealtimeMessage>;
  /**
   * Each /msg/sync answer's pay_event_list: the record of unacknowledged events, so an event
   * whose push was missed (the channel was down) still arrives after the next gap fill.
   */
  readonly synced$?: Observable<readonly PayEvent[]>;
}

/** Insertion-ordered memory that forgets its oldest keys beyond `limit`. */
function remember<K, V>(memory: Map<K, V>, key: K, value: V, limit: number): void {
  memory.delete(key);
  memory.set(key, value);
  if (memory.size <= limit) return;
  const oldest = memory.keys().next().value;
  if (oldest !== undefined) memory.delete(oldest);
}

export function createPayEventInbox(deps: PayEventInboxDeps): PayEventInbox {
  const byOrder = new Map<string, PayEventMessage>();
  /** event_id → whether its acknowledgement is sent or done (false: it failed, send it again when the event comes back). */
  const seen = new Map<number, boolean>();
  const events = new Subject<PayEventMessage>();
  const pushed$ = deps.messages$.pipe(filter((message) => message.type === REALTIME_MESSAGE_TYPE.paymentEvent));
  const listed$ = (deps.synced$ ?? from([])).pipe(
    mergeMap((list) => list),
    map((event): RealtimeMessage => ({ ...event, type: REALTIME_MESSAGE_TYPE.paymentEvent })),
  );

  const acknowledge = (eventId: number): void => {
    seen.set(eventId, true);
    // Delivery is at least once: a lost ack only means the event is listed again, and then acknowledged again.
    void deps.http.request(payEventAckContract, { event_id: eventId }).then((answer) => {
      if (!answer.ok && seen.has(eventId)) seen.set(eventId, false);
    });
  };

  const subscription: Subscription = merge(pushed$, listed$)
    .pipe(
      map((message) => payEventMessageSchema.safeParse(message)),
      filter((parsed) => parsed.success),
      map((parsed) => parsed.data),
    )
    .subscribe((event) => {
      const acked = seen.get(event.event_id);
      if (acked === true) return;
      if (acked === false) return acknowledge(event.event_id);
      remember(seen, event.event_id, true, REMEMBERED_EVENTS);
      remember(byOrder, event.order_no, event, REMEMBERED_ORDERS);
      events.next(event);
      acknowledge(event.event_id);
    });
  return {
    events$: events.asObservable(),
    latest: (orderNo) => byOrder.get(orderNo),
    dispose: () => subscription.unsubscribe(),
  };
}
