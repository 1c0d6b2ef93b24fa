/** The parts of the current user that decide the match price. */
export interface MatchPricedUser {
  readonly is_vip: number | boolean;
  /** Money the user has ever recharged; above zero makes a paying user. */
  readonly recharge_money: number;
}

/** The three prices the server sends with the match index info. */
export interface MatchPriceInfo {
  readonly vip_match_price: number;
  readonly pay_user_match_price: number;
  readonly free_user_match_price: number;
}

/**
 * Match affordability (spec 000 §5): VIP members pay the VIP price, users who have ever
 * recharged pay the paying-user price, everyone else the free-user price. `is_vip` comes
 * as 0/1 from the server and as a boolean from local state, so both are accepted.
 */
export function matchPrice(user: MatchPricedUser, info: MatchPriceInfo): number {
  if (user.is_vip === true || user.is_vip === 1) return info.vip_match_price;
  return user.recharge_money > 0 ? info.pay_user_match_price : info.free_user_match_price;
}
