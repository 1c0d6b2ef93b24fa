import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RECHARGE_FROM_TYPE } from '../../domain/constants';
import type { CallbackInstruction } from '../contracts/callback-instruction';
import type { RechargeRequest } from '../payments/recharge-requests';
import type { OfferTrigger } from './discount-offers-store';
import { followWalletCallbacks } from './follow-callbacks';
import { testOffer } from './wallet.test-kit';

function setup() {
  const instructions$ = new Subject<CallbackInstruction>();
  const opened: RechargeRequest[] = [];
  const shown: string[] = [];
  const triggers: OfferTrigger[] = [];
  followWalletCallbacks(instructions$, { open: (request) => opened.push(request) }, { show: (name) => shown.push(name), trigger: (trigger) => triggers.push(trigger) });
  return { instructions$, opened, shown, triggers };
}

describe('wallet callback instructions', () => {
  it('recharge_alert opens the balance sheet with the missing coins and a known source', () => {
    const { instructions$, opened } = setup();
    instructions$.next({ type: 'recharge_alert', need_coins: 60, from_type: String(RECHARGE_FROM_TYPE.callNoCoins), params: { diff_coin: 40 } });
    instructions$.next({ type: 'recharge_alert', from_type: 'chat' });
    expect(opened).toEqual([{ fromType: RECHARGE_FROM_TYPE.callNoCoins, needCoins: 40 }, { fromType: RECHARGE_FROM_TYPE.rechargeBoxClick }]);
  });

  it('vip_alert shows the popup it names only with a well-formed offer', () => {
    const { instructions$, shown } = setup();
    instructions$.next({ type: 'vip_alert', func_name: 'discountPaid', func_data: testOffer() as unknown as Record<string, unknown> });
    instructions$.next({ type: 'vip_alert', func_name: 'discountPaid', func_data: { sid: 'x' } });
    instructions$.next({ type: 'vip_alert', func_name: 'somethingElse', func_data: testOffer() as unknown as Record<string, unknown> });
    expect(shown).toEqual(['discountPaid']);
  });

  it('vip_discount_alert lets the server pick the offer; other instructions are left to others', () => {
    const { instructions$, triggers, opened, shown } = setup();
    instructions$.next({ type: 'vip_discount_alert' });
    instructions$.next({ type: 'close' });
    expect(triggers).toEqual([{}]);
    expect(opened).toEqual([]);
    expect(shown).toEqual([]);
  });
});
