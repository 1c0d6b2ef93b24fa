import { describe, expect, it } from 'vitest';
import { settle } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { createRechargeSheetStore } from './recharge-sheet-store';
import { testRechargeData } from './wallet.test-kit';

describe('recharge sheet store', () => {
  it('shows a failure and loads again on retry', async () => {
    let answer: ScriptedAnswer = { error: { code: 'API.NETWORK', msg: 'offline' } };
    const { http } = createScriptedHttp({ '/coin/callback': () => answer });
    const store = createRechargeSheetStore({ http, recharge: { checkout: () => undefined }, onData: () => undefined, onDismissed: () => undefined });
    await store.load();
    expect(store.view$.getValue()).toEqual({ status: 'error', code: 'API.NETWORK' });
    answer = { data: testRechargeData() };
    await store.retry();
    expect(store.view$.getValue().status).toBe('ready');
  });

  it('keeps the answer of the latest load when an older one arrives after it', async () => {
    const answers: Array<(value: ScriptedAnswer) => void> = [];
    const http = {
      request: () => new Promise((resolve) => answers.push((value) => resolve('error' in value ? { ok: false, error: value.error } : { ok: true, code: 1, msg: '', data: value.data }))),
    } as unknown as Parameters<typeof createRechargeSheetStore>[0]['http'];
    const store = createRechargeSheetStore({ http, recharge: { checkout: () => undefined }, onData: () => undefined, onDismissed: () => undefined });
    void store.load();
    void store.load();
    answers[1]?.({ data: testRechargeData({ balance: 2 }) });
    answers[0]?.({ data: testRechargeData({ balance: 1 }) });
    await settle();
    const view = store.view$.getValue();
    expect(view.status === 'ready' && view.data.balance).toBe(2);
  });
});
