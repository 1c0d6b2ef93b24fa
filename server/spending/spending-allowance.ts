import type { Kysely } from 'kysely';
import { leftUnder, periodStarts } from '../../src/domain/money/spend-limits.js';
import type { Database } from '../db/schema.js';
import type { Ledger } from '../ledger/ledger-types.js';
import { readLimits } from './spend-limits-queries.js';
import { spendLimitsStateOf } from './spend-limits-state.js';
import { spendingDb } from './spending-tables.js';

/** Coins a user may still spend now under their own limits; null: no limit holds. */
export type SpendingAllowance = (uid: number) => Promise<number | null>;

/**
 * What the call service asks before ringing and after each billed minute (so it can warn a
 * minute ahead). Advisory: the ledger's own check at each spend is what holds.
 */
export function createSpendingAllowance(db: Kysely<Database>, ledger: Ledger, clock: { now(): number }): SpendingAllowance {
  const spending = spendingDb(db);
  return async (uid) => {
    const now = clock.now();
    const [limits, rows] = await Promise.all([readLimits(spending, uid), ledger.spendingByDay(uid, periodStarts(now).monthly)]);
    const state = spendLimitsStateOf(limits, rows, now);
    const left = [leftUnder(state.daily.limit, state.daily.spent), leftUnder(state.monthly.limit, state.monthly.spent)].filter((n): n is number => n !== null);
    return left.length === 0 ? null : Math.min(...left);
  };
}
