import fc from 'fast-check';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { DISCOUNT_DEBOUNCE_MS } from '../../domain/constants';
import { createVirtualTime } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import type { CheckoutOutcome } from './checkout-outcome';
import { createDiscountOffersStore } from './discount-offers-store';
import { createPayStatusMemory } from './pay-status-memory';
import { testOffer } from './wallet.test-kit';
import { UNPAID_DISCOUNT_REPEAT_MS } from '../../domain/offers/popup-frequency';

function setup() {
  const time = createVirtualTime();
  const { http, sent } = createScriptedHttp({
    '/vip/get-alert': { data: { vip_alert: { func_name: 'discountUnpaid', func_data: testOffer({ alert_remain_time: 1 }) } } },
  });
  const outcomes$ = new Subject<CheckoutOutcome>();
  const returns$ = new Subject<void>();
  const store = createDiscountOffersStore({
    http, scheduler: time.scheduler, memory: createPayStatusMemory(new InMemoryStorage(), () => 1), everPaid: () => false,
    offerMayShow: () => true, returns$, outcomes$, recharge: { checkout: () => undefined }, onOffersExpired: () => undefined,
  });
  const asks = () => sent.filter((s) => s.path === '/vip/get-alert').map(() => time.scheduler.now());
  return { time, store, outcomes$, returns$, sent, asks };
}

describe('discount offers timing (property)', () => {
  it('returns closer than 2 s apart collapse into one ask, made 2 s after the last of them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: DISCOUNT_DEBOUNCE_MS - 1 }), { minLength: 1, maxLength: 8 }), async (gaps) => {
        const { time, outcomes$, returns$, sent } = setup();
        outcomes$.next({ kind: 'started' });
        let at = 0;
        const askedAt: number[] = [];
        for (const gap of gaps) {
          at += gap;
          await time.advanceTo(at);
          expect(sent).toHaveLength(0);
          returns$.next();
        }
        await time.advanceTo(at + DISCOUNT_DEBOUNCE_MS - 1);
        askedAt.push(sent.length);
        await time.advanceTo(at + DISCOUNT_DEBOUNCE_MS);
        askedAt.push(sent.length);
        expect(askedAt).toEqual([0, 1]);
      }),
      { numRuns: 40 },
    );
  });

  it('failures at any times show the unpaid offer only when 5 minutes passed since it last showed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 5_000, max: 2 * UNPAID_DISCOUNT_REPEAT_MS }), { minLength: 1, maxLength: 6 }), async (gaps) => {
        const { time, outcomes$, sent } = setup();
        let at = 0;
        let lastShown: number | null = null;
        for (const gap of gaps) {
          at += gap;
          await time.advanceTo(at);
          outcomes$.next({ kind: 'started' });
          outcomes$.next({ kind: 'failed' });
          const before = sent.length;
          await time.advanceTo(at + DISCOUNT_DEBOUNCE_MS);
          const shownNow = sent.length > before;
          const expected = lastShown === null || at + DISCOUNT_DEBOUNCE_MS - lastShown >= UNPAID_DISCOUNT_REPEAT_MS;
          expect(shownNow).toBe(expected);
          if (shownNow) lastShown = at + DISCOUNT_DEBOUNCE_MS;
        }
      }),
      { numRuns: 40 },
    );
  });
});
