import type { Ledger } from '../ledger/ledger-types.js';
import { refundKey } from './bill-call.js';
import type { CallRow } from './call-tables.js';

/**
 * The ledger key of a call's maintenance refund: the refunded minute's own key, shared with
 * fair billing, so a last minute the media also spoiled is given back once, not twice.
 */
export const maintenanceRefundKey = (roomId: number, minute: number): string => refundKey(roomId, minute);

/**
 * A call cut by a maintenance window gives back the minute it was in (issue #19): minutes
 * are charged at their start, so the last billed minute is the unfinished one. A call still
 * in its free period, or a free call, has nothing to give back. The host keeps the points of
 * that minute: the cut is ours, not theirs. Answers the coins refunded.
 */
export async function refundUnfinishedMinute(ledger: Ledger, row: CallRow): Promise<number> {
  if (row.billed_minutes <= 0 || row.price_per_min <= 0) return 0;
  const back = await ledger.credit(row.caller_uid, row.price_per_min, 'refund', maintenanceRefundKey(row.id, row.billed_minutes), { room_id: row.id, minute: row.billed_minutes });
  if (!back.ok) throw new Error(`call ${row.id}: maintenance refund refused (${back.error.code})`);
  return row.price_per_min;
}
