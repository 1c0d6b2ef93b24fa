import { toCoins, type Coins } from '../../src/domain/money/coins.js';
import type { BalanceReader } from '../context.js';

/** Balances in a Map (everyone else has 0): for tests and benches that measure the request layer, not the ledger. */
export class InMemoryBalances implements BalanceReader {
  private readonly balances = new Map<number, Coins>();

  set(uid: number, coins: number): void {
    this.balances.set(uid, toCoins(coins));
  }

  async get(uid: number): Promise<Coins> {
    return this.balances.get(uid) ?? toCoins(0);
  }
}
