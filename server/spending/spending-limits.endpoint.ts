import { spendingLimitsContract } from '../../src/application/contracts/spending/limits.contract.js';
import { periodStarts } from '../../src/domain/money/spend-limits.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { SpendingDeps } from './spending-deps.js';
import { readLimits } from './spend-limits-queries.js';
import { spendLimitsStateOf } from './spend-limits-state.js';

/** /spending/limits: the caller's limits, what they spent under each and when each resets. */
export const spendingLimitsEndpoint = ({ db, ledger, clock }: SpendingDeps) =>
  defineEndpoint(spendingLimitsContract, { auth: 'required' }, async (_payload, caller) => {
    const now = clock.now();
    const [limits, spending] = await Promise.all([readLimits(db, caller.uid), ledger.spendingByDay(caller.uid, periodStarts(now).monthly)]);
    return { ok: RESULT_SUCCESS, data: spendLimitsStateOf(limits, spending, now) };
  });
