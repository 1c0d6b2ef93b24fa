import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import type { RechargeRequest } from '../payments/recharge-requests';
import { createScriptedHttp } from '../session/session-test-kit';
import { createGiftSheet } from './gift-sheet';

describe('createGiftSheet (properties)', () => {
  it('sends exactly when the bag holds the gift or the balance covers its price, and otherwise asks for exactly the missing coins', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 5_000 }), fc.integer({ min: 1, max: 5_000 }), fc.nat({ max: 3 }), async (balance, price, bag) => {
        const gift = { gift_id: 1, title: 'G', icon: 'i', price, svga_url: '' };
        const { http, sent } = createScriptedHttp({
          '/gift/res': { data: { version: 1, res: [gift] } },
          '/gift/bag': { data: { list: bag > 0 ? [{ ...gift, num: bag }] : [], count: bag } },
          '/profile/balance': { data: { balance } },
          '/gift/send': { data: { balance: bag > 0 ? balance : balance - price, receive_point: 0, chat_id: 1, id: 1, mtime: 1, msg_content: '{}' } },
        });
        const recharges: RechargeRequest[] = [];
        const sheet = createGiftSheet({ http, storage: new InMemoryStorage(), recharge: { openRecharge: (r) => recharges.push(r) }, announcedVersion: () => 1, newClientMsgId: () => 'c' });
        await sheet.open();
        sheet.select(1);
        const outcome = await sheet.send(2);
        const mayGo = bag > 0 || balance >= price;
        expect(sent.some((s) => s.path === '/gift/send')).toBe(mayGo);
        expect(outcome.ok).toBe(mayGo);
        expect(recharges).toEqual(mayGo ? [] : [{ fromType: expect.any(Number), needCoins: price - balance, targetUid: 2 }]);
        if (outcome.ok) expect(sheet.state$.getValue().balance).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });
});
