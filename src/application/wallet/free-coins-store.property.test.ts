import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVirtualTime } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import { createFreeCoinsStore } from './free-coins-store';

describe('free coins cooldown (property)', () => {
  it('after k whole seconds of a cooldown of s seconds the card shows s − k, and claimable once k reaches s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 7_200 }), fc.integer({ min: 0, max: 8_000 }), async (s, k) => {
        const time = createVirtualTime();
        const store = createFreeCoinsStore({ http: createScriptedHttp().http, scheduler: time.scheduler, onBalance: () => undefined });
        store.show({ coins: 20, after_time: s });
        await time.advanceTo(k * 1_000);
        const card = store.view$.getValue().card;
        expect(card).toEqual(k >= s ? { kind: 'claimable' } : { kind: 'cooldown', remainingSeconds: s - k });
        store.dispose();
      }),
      { numRuns: 60 },
    );
  });
});
