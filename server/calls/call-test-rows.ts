import type { CallRow } from './call-tables.js';

/** A call row for unit tests: a ringing video call of 1 → 2 created at 0, with `fields` on top. */
export function callRow(fields: Partial<CallRow> = {}): CallRow {
  return {
    id: 1, caller_uid: 1, callee_uid: 2, call_type: 1, room_type: 1, status: 'calling',
    price_per_min: 0, free_seconds: 0, billed_minutes: 0, coins_charged: 0,
    end_reason: null, ended_by: null, created_at: 0, answered_at: null, connected_at: null, ended_at: null,
    caller_heartbeat_at: 0, callee_heartbeat_at: null, live_id: null, coins_refunded: 0,
    ...fields,
  };
}
