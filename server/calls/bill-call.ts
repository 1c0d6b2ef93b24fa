import { CALL_END_REASON, type CallEndReason } from '../../src/domain/calls/call-codes.js';
import { minuteDue } from '../../src/domain/money/call-charge.js';
import { MS_PER_SECOND } from '../../src/domain/constants.js';
import type { Ledger } from '../ledger/ledger-types.js';
import { awardPoints } from '../messages/host-points.js';
import { minuteStartsAt } from './call-row.js';
import { findCall, recordBilledMinute } from './call-repository.js';
import type { CallRow, CallsDatabase } from './call-tables.js';

/** The ledger key of one billed minute: a minute is charged once, whoever bills it and however often. */
export const billingKey = (roomId: number, minute: number): string => `call:${roomId}:${minute}`;
/**
 * The ledger key of a refunded minute, whoever gives it back (fair billing for spoiled
 * media, a maintenance cut): one key per minute, so a minute is never refunded twice.
 */
export const refundKey = (roomId: number, minute: number): string => `call-refund:${roomId}:${minute}`;
/** The ledger key of the host's points for one billed minute: credited once per minute, like the charge. */
export const callPointsKey = (roomId: number, minute: number): string => `call-points:${roomId}:${minute}`;

export interface BillingOutcome {
  readonly row: CallRow;
  /** Set when a minute could not be paid: the moment it would have started, where the call must end, and why. */
  readonly cut: { readonly at: number; readonly reason: CallEndReason } | null;
}

/**
 * Charges every minute that has started by `until` and is not paid yet, each at the rate
 * locked in the row, each under its own idempotency key (so a replay, a second process or
 * a catch-up at the end never charges a minute twice). Stops at the first minute the
 * caller cannot pay: the ledger never lets a balance go below zero, nor a spend past the
 * payer's own limit.
 *
 * The callee earns points for each paid minute at the same boundary (a call is priced only
 * when the callee is a host): the share messages and gifts use (host-points.ts), under a
 * key of its own per minute. The points go in before the minute is recorded, so a crash
 * between the two is repaired by the next pass replaying both idempotent transfers.
 */
export async function billDueMinutes(
  db: CallsDatabase,
  ledger: Ledger,
  row: CallRow,
  until: number,
  onBilled: (row: CallRow, balance: number) => Promise<void>,
): Promise<BillingOutcome> {
  if (row.price_per_min <= 0 || row.connected_at === null) return { row, cut: null };
  const due = minuteDue((until - row.connected_at) / MS_PER_SECOND, row.free_seconds);
  let current = row;
  for (let minute = row.billed_minutes + 1; minute <= due; minute++) {
    const paid = await ledger.spend(row.caller_uid, row.price_per_min, 'call', billingKey(row.id, minute), { room_id: row.id, minute, to_uid: row.callee_uid });
    if (!paid.ok) {
      if (paid.error.code === 'COINS.INSUFFICIENT') return { row: current, cut: { at: minuteStartsAt(row, minute), reason: CALL_END_REASON.balance } };
      // The payer's own limit (issue #19): the call ends where the last minute it allowed ends.
      if (paid.error.code === 'SPEND.LIMIT') return { row: current, cut: { at: minuteStartsAt(row, minute), reason: CALL_END_REASON.spendLimit } };
      throw new Error(`call ${row.id} minute ${minute}: ledger refused the billing key (${paid.error.code})`);
    }
    await awardPoints(ledger, row.callee_uid, row.price_per_min, 'call', callPointsKey(row.id, minute));
    const recorded = await recordBilledMinute(db, row.id, minute, row.price_per_min);
    current = recorded ?? (await findCall(db, row.id)) ?? current;
    if (recorded !== undefined) await onBilled(current, paid.value.fromBalance);
  }
  return { row: current, cut: null };
}
