import { spendingLimitsSetContract } from '../../src/application/contracts/spending/limits-set.contract.js';
import { changeLimit, periodStarts } from '../../src/domain/money/spend-limits.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { SpendingDeps } from './spending-deps.js';
import { readLimits, writeLimits } from './spend-limits-queries.js';
import { spendLimitsStateOf } from './spend-limits-state.js';

/**
 * /spending/limits-set: a lower limit holds at once, a higher one (or none) after the
 * cooling-off day; a period left out of the payload keeps its limit.
 */
export const spendingLimitsSetEndpoint = ({ db, ledger, clock }: SpendingDeps) =>
  defineEndpoint(spendingLimitsSetContract, { auth: 'required' }, async (payload, caller) => {
    const now = clock.now();
    const stored = await readLimits(db, caller.uid);
    const next = {
      daily: payload.daily === undefined ? stored.daily : changeLimit(stored.daily, payload.daily, now),
      monthly: payload.monthly === undefined ? stored.monthly : changeLimit(stored.monthly, payload.monthly, now),
    };
    await writeLimits(db, caller.uid, next, now);
    return { ok: RESULT_SUCCESS, data: spendLimitsStateOf(next, await ledger.spendingByDay(caller.uid, periodStarts(now).monthly), now) };
  });
