import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinMoneyRate, coinsInMinorUnits, type CoinPackagePrice } from './coin-money-rate';
import { GIFT_CONFIRM_ABOVE_COINS, giftNeedsConfirmation } from './gift-confirmation';

const usdPackage = fc.record({ coins: fc.integer({ min: 0, max: 100_000 }), minor: fc.integer({ min: 0, max: 1_000_000 }), currency: fc.constant('USD') });

describe('coinMoneyRate properties', () => {
  it('never shows coins cheaper than any paid package sells them', () => {
    fc.assert(
      fc.property(fc.array(usdPackage, { minLength: 1 }), fc.integer({ min: 1, max: 10_000 }), (packages, coins) => {
        const rate = coinMoneyRate(packages);
        const paid = packages.filter((item) => item.coins > 0 && item.minor > 0);
        if (paid.length === 0) {
          expect(rate).toBeNull();
          return;
        }
        if (rate === null) throw new Error('a paid package gave no rate');
        for (const item of paid) expect(coinsInMinorUnits(coins, rate)).toBeGreaterThanOrEqual(Math.floor((coins * item.minor) / item.coins));
      }),
    );
  });

  it('charges more money for more coins, and whole minor units', () => {
    fc.assert(
      fc.property(fc.array(usdPackage, { minLength: 1 }), fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (packages, a, extra) => {
        const rate = coinMoneyRate(packages);
        fc.pre(rate !== null);
        if (rate === null) return;
        expect(Number.isInteger(coinsInMinorUnits(a, rate))).toBe(true);
        expect(coinsInMinorUnits(a + extra, rate)).toBeGreaterThanOrEqual(coinsInMinorUnits(a, rate));
      }),
    );
  });

  it('reads the first paid package’s currency and ignores packages in others', () => {
    const packages: CoinPackagePrice[] = [
      { coins: 0, minor: 0, currency: 'JPY' },
      { coins: 60, minor: 99, currency: 'USD' },
      { coins: 10, minor: 10_000, currency: 'KWD' },
    ];
    expect(coinMoneyRate(packages)).toEqual({ currency: 'USD', minorPerCoin: 99 / 60 });
    expect(coinsInMinorUnits(60, { currency: 'USD', minorPerCoin: 99 / 60 })).toBe(99);
  });
});

describe('giftNeedsConfirmation properties', () => {
  it('asks exactly for coin gifts above the threshold, never for bag gifts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.boolean(), (price, fromBag) => {
        expect(giftNeedsConfirmation(price, fromBag)).toBe(!fromBag && price > GIFT_CONFIRM_ABOVE_COINS);
      }),
    );
  });
});
