import type { MatchInfo } from '../../src/application/contracts/match/match-info.js';
import { MATCH_PRICE, VIP_MATCH_DISCOUNT } from '../../src/domain/constants.js';
import { matchPrice } from '../../src/domain/money/match-price.js';
import type { UserRow } from '../calls/call-peer.js';

/**
 * Ours (issue #18): someone who has paid before matches at this share of the match price,
 * so the spec's two non-VIP prices differ (with both at 10 the distinction did nothing).
 * A first purchase is rewarded on every later match; VIP still halves the full price.
 */
export const PAYING_USER_MATCH_SHARE = 0.8;

/**
 * The three prices of the match index info (000 §5, §9): the match price (10) for someone
 * who never paid, PAYING_USER_MATCH_SHARE of it for a paying user, half of it for VIP.
 */
export const MATCH_PRICES = {
  vip_match_price: Math.round(MATCH_PRICE * VIP_MATCH_DISCOUNT),
  pay_user_match_price: Math.round(MATCH_PRICE * PAYING_USER_MATCH_SHARE),
  free_user_match_price: MATCH_PRICE,
} as const;

export const isVip = (user: UserRow, now: number): boolean => (user.vip_expires_at ?? 0) > now;

/** What a match costs this user now (the domain's matchPrice); hosts take matches for free. */
export function matchPriceOf(user: UserRow, now: number): number {
  if (user.is_host) return 0;
  // Only the sign of recharge_money matters to the rule, so cents do as well as units.
  return matchPrice({ is_vip: isVip(user, now), recharge_money: user.recharge_cents }, MATCH_PRICES);
}

export function matchInfoOf(user: UserRow): MatchInfo {
  return { match_free_count: user.match_free_count, ...MATCH_PRICES };
}
