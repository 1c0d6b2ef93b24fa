/**
 * How many free coins a user could claim right now (init `account_info.free_coins`,
 * /msg/sync `free_coins`). The free-coins feature (/coin/free-coins) owns the rule and
 * plugs its reader into AppContext; until it does, nothing is claimable.
 */
export interface FreeCoinsReader {
  claimable(uid: number): Promise<number>;
}

export const NO_FREE_COINS: FreeCoinsReader = { claimable: async () => 0 };
