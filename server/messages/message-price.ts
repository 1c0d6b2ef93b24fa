import { CHAT_TYPE, SEND_LIMIT_LEVEL } from '../../src/domain/constants.js';

/** Coins a non-VIP user pays per message to a host, once the free ones are used. */
export const MESSAGE_PRICE_TO_HOST = 10;
/** Messages a user may send free in each chat with a host before the price applies. */
export const FREE_MESSAGES_PER_HOST_CHAT = 3;

export interface PriceContext {
  readonly chatType: number;
  readonly senderIsVip: boolean;
  readonly senderIsHost: boolean;
  readonly receiverIsHost: boolean;
  /** Either side is a demo host (server/demo): nobody reads those messages, so they are free. */
  readonly withDemoHost: boolean;
  /** Messages the sender already has in this chat (gifts are priced on their own). */
  readonly sentBefore: number;
}

export type SendLimitLevel = (typeof SEND_LIMIT_LEVEL)[keyof typeof SEND_LIMIT_LEVEL];

export interface MessagePrice {
  /** Coins the next message costs. */
  readonly price: number;
  /** Coins a message costs once the free ones are used (0: this chat is free). */
  readonly unitPrice: number;
  /** Free messages left before the next one. */
  readonly freeLeft: number;
  readonly level: SendLimitLevel;
}

/** A message that costs nothing, and the chat's next ones neither. */
export const NO_PRICE: MessagePrice = { price: 0, unitPrice: 0, freeLeft: 0, level: SEND_LIMIT_LEVEL.free };

/**
 * What the next message costs. Only a private message from an ordinary, non-VIP user to a
 * host is paid, after FREE_MESSAGES_PER_HOST_CHAT free ones in that chat; hosts, VIP
 * members, chats between ordinary users and chats with a demo host are free.
 */
export function messagePrice(context: PriceContext): MessagePrice {
  const paidChat = context.chatType === CHAT_TYPE.private && context.receiverIsHost && !context.senderIsHost && !context.senderIsVip && !context.withDemoHost;
  if (!paidChat) return NO_PRICE;
  const freeLeft = Math.max(0, FREE_MESSAGES_PER_HOST_CHAT - Math.max(0, Math.floor(context.sentBefore)));
  return freeLeft > 0
    ? { price: 0, unitPrice: MESSAGE_PRICE_TO_HOST, freeLeft, level: SEND_LIMIT_LEVEL.freeQuota }
    : { price: MESSAGE_PRICE_TO_HOST, unitPrice: MESSAGE_PRICE_TO_HOST, freeLeft: 0, level: SEND_LIMIT_LEVEL.paid };
}

/**
 * The price once the sender's free messages bought with packages count (message_free_count):
 * they are spent before coins, so a message the chat would charge for is free while any
 * are left, and the free messages shown include them. Whether this message spends one is
 * `spendsBoughtMessage` (the chat's own free messages go first).
 */
export function withBoughtMessages(price: MessagePrice, bought: number): MessagePrice {
  if (price.unitPrice === 0 || bought <= 0) return price;
  return { price: 0, unitPrice: price.unitPrice, freeLeft: price.freeLeft + bought, level: SEND_LIMIT_LEVEL.freeQuota };
}

/** Whether the next message, free by withBoughtMessages, uses up one bought free message. */
export function spendsBoughtMessage(chatPrice: MessagePrice, bought: number): boolean {
  return chatPrice.price > 0 && bought > 0;
}

/** The line shown above the input (send_alert_tips) and in a send answer's tips. */
export function priceTips(price: MessagePrice): string {
  switch (price.level) {
    case SEND_LIMIT_LEVEL.free:
      return '';
    case SEND_LIMIT_LEVEL.freeQuota:
      return `${price.freeLeft} free ${price.freeLeft === 1 ? 'message' : 'messages'} left, then ${price.unitPrice} coins per message`;
    case SEND_LIMIT_LEVEL.paid:
      return `Each message costs ${price.unitPrice} coins`;
  }
}
