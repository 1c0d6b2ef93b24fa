import type { ErrorReporter } from '../logging/error-reporter.js';
import type { Kysely, Transaction } from 'kysely';
import type { PayEventData, PayEventMessage } from '../../src/application/contracts/pay/pay-event-message.js';
import type { PayEvent } from '../../src/application/contracts/msg/sync.contract.js';
import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

/*
 * Payment events (000 §7): written in the same transaction that settles the order, pushed
 * over MQTT (type 34) after it commits, and listed in /msg/sync's pay_event_list until the
 * client acknowledges them with /pay/event-ack. The push is best effort; the list is the
 * record.
 */

export interface NewPayEvent {
  readonly uid: number;
  readonly orderNo: string;
  readonly kind: string;
  readonly data: PayEventData;
  readonly now: number;
}

/** Records an event; null when the order already announced this kind (it settles once). */
export async function insertPayEvent(trx: Transaction<Database> | Kysely<Database>, event: NewPayEvent): Promise<PayEvent | null> {
  const row = await trx
    .insertInto('pay_events')
    .values({ uid: event.uid, order_no: event.orderNo, kind: event.kind, payload: JSON.stringify(event.data), created_at: event.now })
    .onConflict((conflict) => conflict.columns(['order_no', 'kind']).doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  return row === undefined ? null : { event_id: row.id, order_no: event.orderNo, kind: event.kind, data: { ...event.data }, created_at: row.created_at };
}

export function payEventMessage(event: PayEvent & { readonly data: PayEventData }): PayEventMessage {
  return { type: REALTIME_MESSAGE_TYPE.paymentEvent, ...event };
}

/** Pushes an event to the buyer's sessions; a failure is reported, the event still waits in /msg/sync. */
export async function publishPayEvent(publisher: RealtimePublisher, uid: number, event: PayEvent & { readonly data: PayEventData }, onError: ErrorReporter): Promise<void> {
  try {
    await publisher.publishToUser(uid, payEventMessage(event));
  } catch (error) {
    onError(error, { task: 'publish pay event', uid, event_id: event.event_id });
  }
}

/** Acknowledges the caller's events among `ids`; answers how many were newly acknowledged. */
export async function ackPayEvents(db: Kysely<Database>, uid: number, ids: readonly number[], now: number): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('pay_events')
    .set({ acked_at: now })
    .where('uid', '=', uid)
    .where('id', 'in', [...new Set(ids)])
    .where('acked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The caller's unacknowledged events, oldest first: what /msg/sync lists as
 * pay_event_list (server/sync may call this instead of reading the table itself).
 */
export async function pendingPayEvents(db: Kysely<Database>, uid: number): Promise<PayEvent[]> {
  const rows = await db
    .selectFrom('pay_events')
    .select(['id', 'order_no', 'kind', 'payload', 'created_at'])
    .where('uid', '=', uid)
    .where('acked_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    event_id: row.id,
    order_no: row.order_no,
    kind: row.kind,
    data: typeof row.payload === 'object' && row.payload !== null && !Array.isArray(row.payload) ? row.payload : { value: row.payload },
    created_at: row.created_at,
  }));
}
