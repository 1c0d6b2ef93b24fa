import { homeScreenRewardContract } from '../../src/application/contracts/reward/home-screen.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { grantFreeMinutes, type GrantFreeMinutesDeps } from '../free-minutes/grant-free-minutes.js';

/** Ours (000 §9: "add-to-homescreen reward in coins", amount not shown): coins for installing the app, once per account. */
export const HOME_SCREEN_REWARD_COINS = 50;

/** Ours: the install reward also puts a gift in the bag (issue #18: rewards fill the gift bag), a Heart to send for free. */
export const HOME_SCREEN_REWARD_BAG_GIFT = { giftId: 2, count: 1 } as const;

/** Ours (issue #18: rewards grant free call minutes): the install reward's free call minutes, spent before coins. */
export const HOME_SCREEN_REWARD_FREE_MINUTES = 3;

/** The one ledger key of the reward: a second install, another device or a retry is the same grant. */
export const homeScreenRewardKey = (uid: number): string => `home-screen:${uid}`;

/**
 * /reward/home-screen: credits the install reward once (ledger reason 'reward'), its bag
 * gift once (the same key) and, with the first credit only, its free call minutes through
 * the free-minutes module (which tells the user's sessions: the free-call reminder shows).
 */
export const homeScreenRewardEndpoint = (ctx: Pick<AppContext, 'ledger' | 'giftBag'> & GrantFreeMinutesDeps) =>
  defineEndpoint(homeScreenRewardContract, { auth: 'required' }, async (payload, caller) => {
    const { ledger, giftBag } = ctx;
    const granted = await ledger.grant(caller.uid, HOME_SCREEN_REWARD_COINS, 'reward', homeScreenRewardKey(caller.uid), { source: payload.source });
    if (!granted.ok) throw new Error(`home-screen reward for ${caller.uid}: ${granted.error.code}`);
    const bagged = await giftBag.grant({ uid: caller.uid, ...HOME_SCREEN_REWARD_BAG_GIFT, source: 'reward', key: homeScreenRewardKey(caller.uid) });
    if (!bagged.ok) throw new Error(`home-screen reward's bag gift for ${caller.uid}: ${bagged.error.code}`);
    // The ledger key makes exactly one request the first: only it adds the minutes.
    if (!granted.value.replayed) await grantFreeMinutes(ctx, caller.uid, HOME_SCREEN_REWARD_FREE_MINUTES);
    return { ok: RESULT_SUCCESS, data: { granted: granted.value.replayed ? (0 as const) : (1 as const), coins: HOME_SCREEN_REWARD_COINS, balance: await ledger.balanceOf(caller.uid) } };
  });
