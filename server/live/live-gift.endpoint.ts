import { spendLimitTips } from '../../src/application/contracts/spending/spend-limit-refusal.js';
import { liveGiftContract } from '../../src/application/contracts/live/gift.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS, SEND_ORIGIN, SEND_RESULT } from '../../src/domain/constants.js';
import { coinShortfall } from '../../src/domain/money/coin-shortfall.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { awardPoints } from '../messages/host-points.js';
import { RECHARGE_TIPS } from '../messages/send-refusals.js';
import type { LiveDeps } from './live-deps.js';
import { followersOf, giftOnOffer, membersInside, nicknameOf, recordLiveGift } from './live-queries.js';
import { isInside, LIVE_REFUSAL, openRoom, toRoom } from './live-rooms.js';

export const LIVE_GIFT_UNAVAILABLE = 'This gift is not available';
export const LIVE_GIFT_TO_DEMO = "Demo hosts can't receive gifts: nothing with a demo host costs coins";

/**
 * /live/gift: a viewer pays for a gift to the host through the ledger (one key per client
 * id, so a retry pays once), the host earns points, everyone in the room sees the animation,
 * and the host's followers outside the room get the live-gift banner (type 5).
 */
export const liveGiftEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveGiftContract, { auth: 'required' }, async (payload, caller) => {
    const found = await openRoom(deps, payload.live_id);
    if (!found.ok) return found.reply;
    const { room } = found;
    if (room.host_uid === caller.uid || !(await isInside(deps, room, caller.uid))) return refuse(RESULT_ERROR, LIVE_REFUSAL.notInside);
    if (room.is_demo) return refuse(RESULT_ERROR, LIVE_GIFT_TO_DEMO);
    const gift = await giftOnOffer(deps.db, payload.gift_id);
    if (gift === undefined) return refuse(RESULT_ERROR, LIVE_GIFT_UNAVAILABLE);
    const key = `live-gift:${caller.uid}:${payload.client_msg_id}`;
    const paid = await deps.ledger.spend(caller.uid, gift.price, 'gift', key, { gift_id: gift.id, number: 1, to_uid: room.host_uid, live_id: room.id });
    if (!paid.ok) {
      if (paid.error.code === 'SPEND.LIMIT') return refuse(RESULT_ERROR, spendLimitTips(paid.error.period));
      if (paid.error.code !== 'COINS.INSUFFICIENT') return refuse(RESULT_ERROR, 'This client message id was already used for another gift');
      const shortfall = coinShortfall(paid.error.balance, gift.price) ?? { diff_coin: 0, need_coins: gift.price };
      return refuse(SEND_RESULT.failure, RECHARGE_TIPS, [
        { type: 'recharge_alert', need_coins: shortfall.need_coins, from_type: SEND_ORIGIN.live, params: { diff_coin: shortfall.diff_coin } },
      ]);
    }
    const now = deps.clock.now();
    const fresh = await recordLiveGift(deps.db, { live_id: room.id, from_uid: caller.uid, client_msg_id: payload.client_msg_id, gift_id: gift.id, coins: gift.price, created_at: now });
    if (fresh) {
      await awardPoints(deps.ledger, room.host_uid, gift.price, 'gift', `live-gift-points:${caller.uid}:${payload.client_msg_id}`);
      const nickname = await nicknameOf(deps.db, caller.uid);
      toRoom(deps, {
        type: 5, event: 'gift', live_id: room.id, id: key, uid: caller.uid, nickname,
        gift_id: gift.id, title: gift.title, icon: gift.icon, svga_url: gift.svga_url, coins: gift.price,
      });
      void bannerToFollowers(deps, room.id, room.host_uid, room.nickname, caller.uid, nickname, gift.title, gift.icon);
    }
    return { ok: RESULT_SUCCESS, data: { balance: await deps.ledger.balanceOf(caller.uid) } };
  });

async function bannerToFollowers(deps: LiveDeps, liveId: number, hostUid: number, hostNickname: string, uid: number, nickname: string, title: string, icon: string): Promise<void> {
  try {
    const inside = new Set(await membersInside(deps.db, liveId));
    const outside = (await followersOf(deps.db, hostUid)).filter((follower) => !inside.has(follower) && follower !== uid);
    await Promise.all(outside.map((follower) =>
      deps.realtime.publisher.publishToUser(follower, { type: 5, event: 'gift_banner', live_id: liveId, uid, nickname, host_nickname: hostNickname, title, icon })));
  } catch (error) {
    deps.log.warn({ err: error, live_id: liveId }, 'live gift banners not sent');
  }
}
