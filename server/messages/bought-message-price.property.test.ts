import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_TYPE } from '../../src/domain/constants.js';
import { FREE_MESSAGES_PER_HOST_CHAT, MESSAGE_PRICE_TO_HOST, messagePrice, spendsBoughtMessage, withBoughtMessages } from './message-price.js';

const toHost = { chatType: CHAT_TYPE.private, senderIsVip: false, senderIsHost: false, receiverIsHost: true, withDemoHost: false } as const;

describe('free messages bought with packages', () => {
  it('make exactly the first `bought` messages the chat would charge for free, then coins, and count them as free left', () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.nat({ max: 60 }), (bought, sends) => {
        let left = bought;
        let coins = 0;
        for (let sent = 0; sent < sends; sent++) {
          const chatPrice = messagePrice({ ...toHost, sentBefore: sent });
          const price = withBoughtMessages(chatPrice, left);
          expect(price.freeLeft).toBe(Math.max(0, FREE_MESSAGES_PER_HOST_CHAT - sent) + left);
          if (spendsBoughtMessage(chatPrice, left)) left -= 1;
          coins += price.price;
        }
        const charged = Math.max(0, sends - FREE_MESSAGES_PER_HOST_CHAT - bought);
        expect(coins).toBe(charged * MESSAGE_PRICE_TO_HOST);
        expect(left).toBe(bought - Math.min(bought, Math.max(0, sends - FREE_MESSAGES_PER_HOST_CHAT)));
      }),
    );
  });

  it('leave a chat that is free anyway untouched', () => {
    const free = messagePrice({ ...toHost, receiverIsHost: false, sentBefore: 100 });
    expect(withBoughtMessages(free, 5)).toBe(free);
    expect(spendsBoughtMessage(free, 5)).toBe(false);
  });
});
