import type { FastifyBaseLogger } from 'fastify';
import { refundedMinutes } from '../../src/domain/calls/fair-minutes.js';
import { believedOutages, MEDIA_DISPUTE_CAP_MS_PER_DAY, meterPaused, type BelievedOutages } from '../../src/domain/calls/media-outages.js';
import { MS_PER_SECOND } from '../../src/domain/constants.js';
import { periodStarts } from '../../src/domain/money/spend-limits.js';
import { refundKey } from '../calls/bill-call.js';
import type { CallMeter, MeteredCall } from '../calls/call-meter.js';
import type { Ledger } from '../ledger/ledger-types.js';
import { disputedSince, findSettlement, reportsByParty, storeSettlement, type Settlement } from './fair-billing-queries.js';
import type { FairBillingDatabase } from './fair-billing-tables.js';

/** When billed minute 1 starts: the connect plus the free period. */
export const meterStartOf = (call: MeteredCall): number => (call.connected_at ?? call.created_at) + call.free_seconds * MS_PER_SECOND;

const isMetered = (call: MeteredCall): boolean => call.price_per_min > 0 && call.connected_at !== null;

export interface MediaMeter extends CallMeter {
  /** The outages believed so far in a running call (the report endpoint tells the client whether the meter stands). */
  outages(call: MeteredCall, until: number): Promise<BelievedOutages>;
}

/**
 * Fair billing's meter (issue #19, ADR 0014): the call service asks it whether to bill the
 * next minute and, at the end, which minutes to give back. The outages come from both
 * parties' reports (media-outages.ts); the payer's word alone draws on their daily cap,
 * which the settlements of the day have used.
 */
export function createMediaMeter(db: FairBillingDatabase, ledger: Ledger, log: FastifyBaseLogger): MediaMeter {
  async function outages(call: MeteredCall, until: number): Promise<BelievedOutages> {
    const reports = await reportsByParty(db, call.id);
    const used = await disputedSince(db, call.caller_uid, periodStarts(until).daily);
    return believedOutages({
      payer: reports.get(call.caller_uid) ?? [],
      callee: reports.get(call.callee_uid) ?? [],
      window: { from: call.connected_at ?? until, to: until },
      disputeBudgetMs: MEDIA_DISPUTE_CAP_MS_PER_DAY - used,
    });
  }

  async function refund(call: MeteredCall, minutes: readonly { minute: number; down_s: number }[]): Promise<void> {
    for (const { minute, down_s } of minutes) {
      const given = await ledger.credit(call.caller_uid, call.price_per_min, 'refund', refundKey(call.id, minute), { room_id: call.id, minute, down_s, kind: 'call' });
      if (!given.ok) throw new Error(`call ${call.id} minute ${minute}: the refund was refused (${given.error.code})`);
    }
  }

  /** Settles a call once: which minutes the believed outages spoiled, and how much rested on the payer's word. */
  async function decide(call: MeteredCall, endedAt: number): Promise<Settlement> {
    const believed = await outages(call, endedAt);
    const refunds = refundedMinutes(believed.spans, meterStartOf(call), call.billed_minutes).map((r) => ({ minute: r.minute, down_s: r.downSeconds }));
    if (believed.disputedMs > 0) {
      const used = await disputedSince(db, call.caller_uid, periodStarts(endedAt).daily);
      // Abuse is bounded by the cap and visible here: who leaned on their own word, how much, how much is left today.
      log.warn({ room_id: call.id, payer_uid: call.caller_uid, disputed_ms: believed.disputedMs, left_today_ms: MEDIA_DISPUTE_CAP_MS_PER_DAY - used - believed.disputedMs }, 'call outage believed on the payer’s report alone');
    }
    return storeSettlement(db, { roomId: call.id, payerUid: call.caller_uid, refunds, coinsRefunded: refunds.length * call.price_per_min, disputedMs: believed.disputedMs, settledAt: endedAt });
  }

  return {
    outages,
    async paused(call, now) {
      if (!isMetered(call)) return false;
      return meterPaused((await outages(call, now)).spans, now);
    },
    async settle(call, endedAt) {
      if (!isMetered(call) || call.billed_minutes === 0) return 0;
      const settlement = (await findSettlement(db, call.id)) ?? (await decide(call, endedAt));
      await refund(call, settlement.refunds);
      return settlement.coins_refunded;
    },
  };
}
