import type { SpendLimitsState } from '../../src/application/contracts/spending/spend-limits-state.js';
import { limitInForce, periodEnds, periodStarts, SPEND_PERIODS, type SpendPeriod } from '../../src/domain/money/spend-limits.js';
import type { SpendingRow } from '../ledger/ledger-types.js';
import type { StoredLimits } from './spend-limits-queries.js';

/** What the user is shown: each limit in force, what they spent under it, when it resets, and a waiting raise. */
export function spendLimitsStateOf(limits: StoredLimits, spending: readonly SpendingRow[], now: number): SpendLimitsState {
  const starts = periodStarts(now);
  const ends = periodEnds(now);
  const period = (p: SpendPeriod) => {
    const stored = limits[p];
    const waiting = stored.pending !== undefined && stored.pending.at > now ? stored.pending : null;
    return { limit: limitInForce(stored, now), spent: netSpentSince(spending, starts[p]), resets_at: ends[p], pending: waiting };
  };
  return Object.fromEntries(SPEND_PERIODS.map((p) => [p, period(p)])) as SpendLimitsState;
}

/** Coins spent net of refunds in the rows from `start` on (never below 0: a refund of an earlier period's spend). */
function netSpentSince(rows: readonly SpendingRow[], start: number): number {
  const net = rows.filter((r) => r.day >= start).reduce((sum, r) => sum + (r.kind === 'refund' ? -r.coins : r.coins), 0);
  return Math.max(0, net);
}
