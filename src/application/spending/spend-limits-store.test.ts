import { describe, expect, it } from 'vitest';
import { createScriptedHttp } from '../session/session-test-kit';
import { spendingCsv } from './spending-csv';
import { createSpendLimitsStore } from './spend-limits-store';

const period = (limit: number | null, spent = 0) => ({ limit, spent, resets_at: 1_700_000_000_000, pending: null });

describe('spend limits store (issue #19)', () => {
  it('shows the limits the server holds and what was spent under them', async () => {
    const { http } = createScriptedHttp({ '/spending/limits': { data: { daily: period(100, 40), monthly: period(null) } } });
    const store = createSpendLimitsStore(http);
    expect(store.limits$.getValue().status).toBe('loading');
    await store.loadLimits();
    expect(store.limits$.getValue()).toEqual({ status: 'ready', data: { daily: period(100, 40), monthly: period(null) } });
  });

  it('sends both limits and shows the state the server answers, with a raise still waiting', async () => {
    const waiting = { ...period(100), pending: { limit: 500, at: 1_700_086_400_000 } };
    const { http, sent } = createScriptedHttp({ '/spending/limits-set': { data: { daily: waiting, monthly: period(2_000) } } });
    const store = createSpendLimitsStore(http);
    const outcome = await store.saveLimits({ daily: 500, monthly: 2_000 });
    expect(sent).toEqual([{ path: '/spending/limits-set', payload: { daily: 500, monthly: 2_000 } }]);
    expect(outcome.ok).toBe(true);
    expect(store.limits$.getValue()).toEqual({ status: 'ready', data: { daily: waiting, monthly: period(2_000) } });
  });

  it('keeps what was shown when saving fails, and says why', async () => {
    const { http } = createScriptedHttp({ '/spending/limits': { data: { daily: period(100), monthly: period(null) } } });
    const store = createSpendLimitsStore(http);
    await store.loadLimits();
    const outcome = await store.saveLimits({ daily: 10, monthly: null });
    expect(outcome).toEqual({ ok: false, code: 'API.NETWORK' });
    expect(store.limits$.getValue()).toEqual({ status: 'ready', data: { daily: period(100), monthly: period(null) } });
  });

  it('reports a history that could not load as an error the page can retry', async () => {
    const store = createSpendLimitsStore(createScriptedHttp({}).http);
    await store.loadHistory();
    expect(store.history$.getValue()).toEqual({ status: 'error', code: 'API.NETWORK' });
  });
});

describe('spending CSV', () => {
  it('writes one row per day with a column per kind and the net total', () => {
    const csv = spendingCsv([
      { day: Date.UTC(2026, 10, 26), total: 57, by_kind: { gift: 50, call: 10, refund: 3 } },
      { day: Date.UTC(2026, 10, 25), total: 0, by_kind: {} },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'date (UTC),call,match,message,gift,moment,game,refund,total',
      '2026-11-26,10,0,0,50,0,0,3,57',
      '2026-11-25,0,0,0,0,0,0,0,0',
      '',
    ]);
  });
});
