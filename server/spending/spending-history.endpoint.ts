import { spendingHistoryContract, type SpendingDay } from '../../src/application/contracts/spending/history.contract.js';
import { MS_PER_DAY, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { periodStarts } from '../../src/domain/money/spend-limits.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { SpendingDeps } from './spending-deps.js';

/** /spending/history: per UTC day (newest first) the coins spent by kind, refunds as their own kind, and the day's net. */
export const spendingHistoryEndpoint = ({ ledger, clock }: Pick<SpendingDeps, 'ledger' | 'clock'>) =>
  defineEndpoint(spendingHistoryContract, { auth: 'required' }, async (payload, caller) => {
    const since = periodStarts(clock.now()).daily - (payload.days - 1) * MS_PER_DAY;
    const days = new Map<number, SpendingDay>();
    for (const row of await ledger.spendingByDay(caller.uid, since)) {
      const day = days.get(row.day) ?? { day: row.day, total: 0, by_kind: {} };
      day.by_kind[row.kind] = row.coins;
      days.set(row.day, { ...day, total: day.total + (row.kind === 'refund' ? -row.coins : row.coins) });
    }
    return { ok: RESULT_SUCCESS, data: { days: [...days.values()] } };
  });
