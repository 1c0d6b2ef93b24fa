import { spendLimitTips } from '../../src/application/contracts/spending/spend-limit-refusal.js';
import { randomUUID } from 'node:crypto';
import type { Payload } from '../../src/application/contracts/define-contract.js';
import type { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { CHAT_TYPE, MSG_TYPE, RESULT_ERROR, SEND_ORIGIN, SEND_RESULT } from '../../src/domain/constants.js';
import { coinShortfall } from '../../src/domain/money/coin-shortfall.js';
import type { EndpointReply } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { JsonValue } from '../db/schema.js';
import { resolveChat } from '../messages/chats.js';
import { awardPoints, incomeFields } from '../messages/host-points.js';
import { loadParticipants } from '../messages/participants.js';
import { publishMessage } from '../messages/publish-message.js';
import { RECHARGE_TIPS } from '../messages/send-refusals.js';
import { findByClientId, storeMessage } from '../messages/store-message.js';
import { contentText, type StoredMessage } from '../messages/wire-message.js';
import type { GiftsDeps } from './gifts-deps.js';
import { findGiftOnOffer, recordGiftSend, takeFromBag } from './gift-queries.js';

type GiftPayload = Payload<typeof giftSendContract>;
interface GiftSent {
  readonly balance: number;
  readonly receive_point: number;
  readonly chat_id: number;
  readonly id: number;
  readonly mtime: number;
  readonly msg_content: string;
}

/** The bag held fewer of the gift than the send asked for; thrown to roll the message back. */
class BagShort extends Error {}

/** Said when a gift is sent to a demo host; the client never offers one (the gift button is hidden there). */
export const DEMO_HOST_GIFT_REFUSAL = "Demo hosts can't receive gifts: nothing with a demo host costs coins";

function answerOf(message: StoredMessage, balance: number): EndpointReply<GiftSent> {
  const content = typeof message.msg_content === 'object' && message.msg_content !== null && !Array.isArray(message.msg_content) ? message.msg_content : {};
  const points = content.receive_point;
  return {
    ok: SEND_RESULT.success,
    data: { balance, receive_point: typeof points === 'number' ? points : 0, chat_id: message.chat_id, id: message.id, mtime: message.mtime, msg_content: contentText(message.msg_content) },
  };
}

/**
 * /gift/send: the sender pays price × number coins (nothing from the bag), a host receiver
 * earns points (a demo host gets no gifts at all), and the gift arrives as a message saying what it was worth. Charged, stored
 * and credited once per client_msg_id: the ledger keys and the message's unique client id
 * make a retry answer what the first send did.
 */
export async function sendGift(deps: GiftsDeps, uid: number, payload: GiftPayload): Promise<EndpointReply<GiftSent>> {
  const { db, ledger } = deps;
  const now = deps.clock.now();
  const clientMsgId = payload.client_msg_id ?? null;
  if (clientMsgId !== null) {
    const earlier = await findByClientId(db, uid, clientMsgId);
    if (earlier !== undefined) {
      return earlier.msg_type === MSG_TYPE.gift ? answerOf(earlier, await ledger.balanceOf(uid)) : refuse(RESULT_ERROR, 'This client message id was already used for another message');
    }
  }
  const gift = await findGiftOnOffer(db, payload.gift_id);
  if (gift === undefined) return refuse(RESULT_ERROR, 'This gift is not available');
  const found = await resolveChat(db, uid, { to_uid: payload.to_uid, chat_type: CHAT_TYPE.private }, now);
  if (!found.ok) return refuse(RESULT_ERROR, found.error.code === 'CHAT.SELF' ? "You can't send a gift to yourself" : 'This user does not exist');
  const people = await loadParticipants(db, uid, payload.to_uid, now);
  if (people.sender.banned || people.receiver.banned || people.blocked) return refuse(RESULT_ERROR, "You can't send gifts to this user");
  // A demo host is not a person: a gift would take real coins (or a bag gift) for no one.
  if (people.sender.isDemo || people.receiver.isDemo) return refuse(RESULT_ERROR, DEMO_HOST_GIFT_REFUSAL);

  const fromBag = payload.gift_source !== undefined && payload.gift_source !== '';
  const cost = gift.price * payload.number;
  const income = incomeFields(cost, payload.to_uid, people.receiver.isHost);
  const points = income.receive_point;
  const key = `gift:${uid}:${clientMsgId ?? randomUUID()}`;
  let transferId: number | null = null;
  if (!fromBag) {
    const paid = await ledger.spend(uid, cost, 'gift', key, { gift_id: gift.id, number: payload.number, to_uid: payload.to_uid });
    if (!paid.ok) {
      if (paid.error.code === 'SPEND.LIMIT') return refuse(RESULT_ERROR, spendLimitTips(paid.error.period));
      if (paid.error.code !== 'COINS.INSUFFICIENT') return refuse(RESULT_ERROR, 'This client message id was already used for another gift');
      const shortfall = coinShortfall(paid.error.balance, cost) ?? { diff_coin: 0, need_coins: cost };
      return refuse(SEND_RESULT.failure, RECHARGE_TIPS, [
        { type: 'recharge_alert', need_coins: shortfall.need_coins, from_type: payload.recharge_from_type ?? payload.from_type ?? SEND_ORIGIN.msg, params: { diff_coin: shortfall.diff_coin } },
      ]);
    }
    transferId = paid.value.transferId;
  }

  const content: Record<string, JsonValue> = {
    gift_id: gift.id, icon: gift.icon, title: gift.title, price: gift.price, number: payload.number, svga_url: gift.svga_url,
    gift_source: fromBag ? (payload.gift_source ?? '') : '', from_ask: payload.from_ask ?? 0, call_type: 0,
    ...(payload.action !== undefined && { action: payload.action }),
    ...income,
  };
  let stored;
  try {
    stored = await storeMessage(db, { chat: found.chat, senderUid: uid, msgType: MSG_TYPE.gift, content, clientMsgId, transferId, original: null, now }, async (trx, message) => {
      if (fromBag && !(await takeFromBag(trx, uid, gift.id, payload.number))) throw new BagShort();
      await recordGiftSend(trx, {
        from_uid: uid, to_uid: payload.to_uid, gift_id: gift.id, number: payload.number, coins: fromBag ? 0 : cost, from_bag: fromBag,
        from_type: payload.from_type === undefined ? null : String(payload.from_type), transfer_id: transferId, created_at: message.mtime,
      });
    });
  } catch (error) {
    if (transferId !== null) await ledger.credit(uid, cost, 'refund', `refund:${key}`);
    if (error instanceof BagShort) return refuse(RESULT_ERROR, 'This gift is no longer in your bag');
    throw error;
  }
  if (!stored.created) return answerOf(stored.message, await ledger.balanceOf(uid));
  if (points > 0) await awardPoints(ledger, payload.to_uid, cost, 'gift', `gift-points:${stored.message.id}`);
  await publishMessage(deps, stored.message, null, payload.to_uid);
  return answerOf(stored.message, await ledger.balanceOf(uid));
}
