import type { Kysely } from 'kysely';
import type { PayEvent } from '../../src/application/contracts/msg/sync.contract.js';
import type { Database } from '../db/schema.js';

/** Payment outcomes not yet acknowledged with /pay/event-ack, oldest first. */
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
