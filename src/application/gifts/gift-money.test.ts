import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '../../domain';
import { testPayItem } from '../wallet/wallet.test-kit';
import { coinRateOfPayItems, coinsAsMoney } from './gift-money';

describe('coinRateOfPayItems', () => {
  it('prices a coin at the dearest ordinary package, bonus coins counted, sales and VIP left out', () => {
    const rate = coinRateOfPayItems([
      testPayItem(1, { diamond: 60, give_coins: 0, money: '0.99', currency: 'USD' }),
      testPayItem(2, { diamond: 300, give_coins: 30, money: '4.99', currency: 'USD' }),
      testPayItem(3, { diamond: 300, give_coins: 100, money: '0.10', currency: 'USD', style: 'sale' }),
      testPayItem(4, { diamond: 0, give_coins: 300, money: '9.99', currency: 'USD', product_type: PRODUCT_TYPE.vip }),
    ]);
    expect(rate).toEqual({ currency: 'USD', minorPerCoin: 99 / 60 });
    if (rate === null) return;
    // A 10-coin gift costs at most 16.5 cents: shown as 0.17, never less than it costs.
    expect(coinsAsMoney(10, rate)).toEqual({ amount: '0.17', currency: 'USD' });
  });

  it('knows no price before any paid package, or from a free one', () => {
    expect(coinRateOfPayItems([])).toBeNull();
    expect(coinRateOfPayItems([testPayItem(1, { diamond: 30, money: '0', currency: 'USD' })])).toBeNull();
  });

  it('keeps a currency’s own decimals (KWD has three)', () => {
    const rate = coinRateOfPayItems([testPayItem(1, { diamond: 60, give_coins: 0, money: '0.310', currency: 'KWD' })]);
    expect(rate && coinsAsMoney(60, rate)).toEqual({ amount: '0.310', currency: 'KWD' });
  });
});
