import { describe, expect, it } from 'vitest';
import type { CallbackInstruction } from '../contracts/callback-instruction';
import { createCallbackDispatcher } from './dispatch-callbacks';

function recorded() {
  const dispatcher = createCallbackDispatcher();
  const seen: CallbackInstruction[] = [];
  dispatcher.instructions$.subscribe((instruction) => seen.push(instruction));
  return { dispatcher, seen };
}

describe('dispatchCallbacks', () => {
  it('emits every instruction type of the spec as a typed event, in order', () => {
    const { dispatcher, seen } = recorded();
    const all = [
      { type: 'alert', content: 'Hello' },
      { type: 'open', url: '#/recharge' },
      { type: 'close' },
      { type: 'event', name: 'refresh_balance' },
      { type: 'recharge_alert', need_coins: 10 },
      { type: 'vip_alert', func_name: 'showVip', func_data: { alert_remain_time: 60 } },
      { type: 'login_layer' },
      { type: 'vip_discount_alert' },
    ];
    expect(dispatcher.dispatch(all)).toBe(8);
    expect(seen).toEqual(all);
  });

  it('accepts a single instruction that is not in an array', () => {
    const { dispatcher, seen } = recorded();
    expect(dispatcher.dispatch({ type: 'close' })).toBe(1);
    expect(seen).toEqual([{ type: 'close' }]);
  });

  it('skips unknown or malformed instructions and keeps the rest', () => {
    const { dispatcher, seen } = recorded();
    expect(dispatcher.dispatch([{ type: 'teleport' }, { type: 'alert' }, 'alert', null, { type: 'login_layer' }])).toBe(1);
    expect(seen).toEqual([{ type: 'login_layer' }]);
  });

  it('does nothing for a response without callbacks', () => {
    const { dispatcher, seen } = recorded();
    expect([dispatcher.dispatch(undefined), dispatcher.dispatch(null)]).toEqual([0, 0]);
    expect(seen).toEqual([]);
  });
});
