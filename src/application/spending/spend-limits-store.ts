import { BehaviorSubject } from 'rxjs';
import { spendingHistoryContract, type SpendingDay } from '../contracts/spending/history.contract';
import { spendingLimitsSetContract } from '../contracts/spending/limits-set.contract';
import { spendingLimitsContract } from '../contracts/spending/limits.contract';
import type { SpendLimitsState } from '../contracts/spending/spend-limits-state';
import type { LiveState } from '../live-state';
import type { ApiErrorCode, HttpPort } from '../ports/http.port';
import type { Loadable } from '../wallet/loadable';

/** The days the history page shows. */
export const SPENDING_HISTORY_DAYS = 30;

export type SaveLimitsOutcome = { readonly ok: true; readonly state: SpendLimitsState } | { readonly ok: false; readonly code: ApiErrorCode };

export interface SpendLimitsStore {
  readonly limits$: LiveState<Loadable<SpendLimitsState>>;
  readonly history$: LiveState<Loadable<readonly SpendingDay[]>>;
  loadLimits(): Promise<void>;
  /** Saves both limits (null: none); what was shown stays on failure, so nothing typed is lost. */
  saveLimits(limits: { readonly daily: number | null; readonly monthly: number | null }): Promise<SaveLimitsOutcome>;
  loadHistory(): Promise<void>;
}

/** Spending care (issue #19): the limits the user sets and what they spent, day by day. */
export function createSpendLimitsStore(http: HttpPort): SpendLimitsStore {
  const limits$ = new BehaviorSubject<Loadable<SpendLimitsState>>({ status: 'loading' });
  const history$ = new BehaviorSubject<Loadable<readonly SpendingDay[]>>({ status: 'loading' });

  return {
    limits$,
    history$,
    async loadLimits() {
      if (limits$.getValue().status === 'error') limits$.next({ status: 'loading' });
      const result = await http.request(spendingLimitsContract, {});
      limits$.next(result.ok ? { status: 'ready', data: result.data } : { status: 'error', code: result.error.code });
    },
    async saveLimits(limits) {
      const result = await http.request(spendingLimitsSetContract, limits);
      if (!result.ok) return { ok: false, code: result.error.code };
      limits$.next({ status: 'ready', data: result.data });
      return { ok: true, state: result.data };
    },
    async loadHistory() {
      if (history$.getValue().status === 'error') history$.next({ status: 'loading' });
      const result = await http.request(spendingHistoryContract, { days: SPENDING_HISTORY_DAYS });
      history$.next(result.ok ? { status: 'ready', data: result.data.days } : { status: 'error', code: result.error.code });
    },
  };
}
