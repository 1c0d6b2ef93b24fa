import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import type { SendRefusal } from '../../src/application/contracts/msg/send-message.js';
import { SEND_ORIGIN, SEND_RESULT } from '../../src/domain/constants.js';
import { coinShortfall } from '../../src/domain/money/coin-shortfall.js';

/** A send the server did not store: the `ok` code (001 §4), the text and what the client needs. */
export interface Refusal {
  readonly ok: number;
  readonly msg: string;
  readonly data: SendRefusal;
  readonly callback?: readonly CallbackInstruction[];
}

/** Sends started in a call or a live room get an inline recharge message: a popup would cover the video. */
const INLINE_RECHARGE_ORIGINS: ReadonlySet<number> = new Set([SEND_ORIGIN.call, SEND_ORIGIN.live]);

export const NOT_DELIVERABLE_TIPS = "You can't send messages to this user.";
export const RECHARGE_TIPS = 'Not enough coins. Recharge to keep chatting.';

/** -3: the sender is banned; the client shows nothing (the ban alert comes with /msg/sync). */
export const bannedSender = (): Refusal => ({ ok: SEND_RESULT.nothing, msg: '', data: { tips: '' } });

/** -2: the other side cannot receive it (a block either way, or the account is gone or banned). */
export const notDeliverable = (): Refusal => ({ ok: SEND_RESULT.notice, msg: NOT_DELIVERABLE_TIPS, data: { tips: NOT_DELIVERABLE_TIPS } });

/** 0 without a callback: the message itself is wrong; `msg` says how. */
export const badMessage = (msg: string): Refusal => ({ ok: SEND_RESULT.failure, msg, data: { tips: msg } });

/**
 * Coins short for a paid send: -1 (inline recharge message) inside a call or live room;
 * else 0 with a recharge_alert for a user who has recharged before, 6 (the unpaid-send
 * flow, a first-purchase offer) for one who never has. Both carry the shortfall.
 */
export function coinsShort(price: number, balance: number, hasRecharged: boolean, fromType: number, rechargeFromType?: number | string): Refusal {
  const shortfall = coinShortfall(balance, price) ?? { diff_coin: 0, need_coins: price };
  const data: SendRefusal = { tips: RECHARGE_TIPS, need_coins: shortfall.need_coins, diff_coin: shortfall.diff_coin, balance };
  if (INLINE_RECHARGE_ORIGINS.has(fromType)) return { ok: SEND_RESULT.rechargeMessage, msg: RECHARGE_TIPS, data };
  const callback: CallbackInstruction[] = [
    { type: 'recharge_alert', need_coins: shortfall.need_coins, from_type: rechargeFromType ?? fromType, params: { diff_coin: shortfall.diff_coin } },
  ];
  // 6 counts as a success on the wire (ok > 0), whose msg would be a toast: the flow says it all.
  return hasRecharged ? { ok: SEND_RESULT.failure, msg: RECHARGE_TIPS, data, callback } : { ok: SEND_RESULT.unpaidFlow, msg: '', data, callback };
}
