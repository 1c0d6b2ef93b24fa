import { describe, expect, it } from 'vitest';
import { coinShortfall } from './coin-shortfall';

describe('coinShortfall', () => {
  it('lets a balance exactly equal to the cost pay', () => {
    expect(coinShortfall(30, 10, 3)).toBeNull();
  });
  it('reports a one-coin shortfall when the balance is one coin short', () => {
    expect(coinShortfall(29, 10, 3)).toEqual({ diff_coin: 1, need_coins: 30 });
  });
  it('charges a single unit when no quantity is given', () => {
    expect(coinShortfall(9, 10)).toEqual({ diff_coin: 1, need_coins: 10 });
    expect(coinShortfall(10, 10)).toBeNull();
  });
  it('reports the whole cost as missing for an empty balance', () => {
    expect(coinShortfall(0, 25, 2)).toEqual({ diff_coin: 50, need_coins: 50 });
  });
});
