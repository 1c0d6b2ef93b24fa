import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_TYPE } from '../../src/domain/constants.js';
import { FREE_MESSAGES_PER_HOST_CHAT, MESSAGE_PRICE_TO_HOST, messagePrice, NO_PRICE } from './message-price.js';

const context = fc.record({
  chatType: fc.constantFrom(...Object.values(CHAT_TYPE)),
  senderIsVip: fc.boolean(),
  senderIsHost: fc.boolean(),
  receiverIsHost: fc.boolean(),
  withDemoHost: fc.boolean(),
  sentBefore: fc.nat({ max: 1_000 }),
});

describe('messagePrice properties', () => {
  it('charges either nothing or exactly the message price, and never while free messages are left', () => {
    fc.assert(
      fc.property(context, (c) => {
        const { price, freeLeft } = messagePrice(c);
        expect([0, MESSAGE_PRICE_TO_HOST]).toContain(price);
        if (freeLeft > 0) expect(price).toBe(0);
        expect(freeLeft).toBeGreaterThanOrEqual(0);
        expect(freeLeft).toBeLessThanOrEqual(FREE_MESSAGES_PER_HOST_CHAT);
      }),
    );
  });

  it('never gets cheaper as the sender sends more in the same chat', () => {
    fc.assert(
      fc.property(context, fc.nat({ max: 50 }), (c, more) => {
        const before = messagePrice(c);
        const after = messagePrice({ ...c, sentBefore: c.sentBefore + more });
        expect(after.price).toBeGreaterThanOrEqual(before.price);
        expect(after.freeLeft).toBeLessThanOrEqual(before.freeLeft);
      }),
    );
  });

  it('makes the total of n messages to a host the price of those beyond the free ones', () => {
    fc.assert(
      fc.property(fc.nat({ max: 40 }), (n) => {
        let total = 0;
        for (let sent = 0; sent < n; sent++) {
          total += messagePrice({ chatType: CHAT_TYPE.private, senderIsVip: false, senderIsHost: false, receiverIsHost: true, withDemoHost: false, sentBefore: sent }).price;
        }
        expect(total).toBe(Math.max(0, n - FREE_MESSAGES_PER_HOST_CHAT) * MESSAGE_PRICE_TO_HOST);
      }),
    );
  });

  it('never charges anything in a chat with a demo host, however many messages were sent', () => {
    fc.assert(
      fc.property(context, (c) => {
        expect(messagePrice({ ...c, withDemoHost: true })).toEqual(NO_PRICE);
      }),
    );
  });
});
