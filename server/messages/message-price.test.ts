import { describe, expect, it } from 'vitest';
import { CHAT_TYPE, SEND_LIMIT_LEVEL } from '../../src/domain/constants.js';
import { FREE_MESSAGES_PER_HOST_CHAT, MESSAGE_PRICE_TO_HOST, messagePrice, priceTips } from './message-price.js';

const toHost = { chatType: CHAT_TYPE.private, senderIsVip: false, senderIsHost: false, receiverIsHost: true, withDemoHost: false, sentBefore: 0 };

describe('messagePrice', () => {
  it('lets an ordinary user send the first messages to a host free, then charges the message price', () => {
    expect(messagePrice(toHost)).toEqual({ price: 0, unitPrice: MESSAGE_PRICE_TO_HOST, freeLeft: FREE_MESSAGES_PER_HOST_CHAT, level: SEND_LIMIT_LEVEL.freeQuota });
    expect(messagePrice({ ...toHost, sentBefore: FREE_MESSAGES_PER_HOST_CHAT - 1 }).freeLeft).toBe(1);
    expect(messagePrice({ ...toHost, sentBefore: FREE_MESSAGES_PER_HOST_CHAT })).toEqual({
      price: MESSAGE_PRICE_TO_HOST, unitPrice: MESSAGE_PRICE_TO_HOST, freeLeft: 0, level: SEND_LIMIT_LEVEL.paid,
    });
  });

  it('never charges VIP members, hosts, messages between ordinary users, chats with a demo host or other chat types', () => {
    for (const context of [
      { ...toHost, withDemoHost: true },
      { ...toHost, senderIsVip: true },
      { ...toHost, senderIsHost: true },
      { ...toHost, receiverIsHost: false },
      { ...toHost, chatType: CHAT_TYPE.assistant },
    ]) {
      expect(messagePrice({ ...context, sentBefore: 100 })).toEqual({ price: 0, unitPrice: 0, freeLeft: 0, level: SEND_LIMIT_LEVEL.free });
    }
  });

  it('says how many free messages are left, then the price, and nothing for a free chat', () => {
    expect(priceTips(messagePrice({ ...toHost, sentBefore: FREE_MESSAGES_PER_HOST_CHAT - 1 }))).toBe(`1 free message left, then ${MESSAGE_PRICE_TO_HOST} coins per message`);
    expect(priceTips(messagePrice({ ...toHost, sentBefore: 99 }))).toBe(`Each message costs ${MESSAGE_PRICE_TO_HOST} coins`);
    expect(priceTips(messagePrice({ ...toHost, senderIsVip: true }))).toBe('');
  });
});
