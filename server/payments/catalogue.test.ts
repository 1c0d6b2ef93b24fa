import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '../../src/domain/constants.js';
import { CURRENCY_DECIMALS, formatMinorUnits } from '../../src/domain/payments/currency.js';
import { GIFT_CATALOGUE } from '../gifts/gift-catalogue.js';
import { CATALOGUE, COIN_PACKAGES, coinsOnPayment, findItem, findItemBySku, isOfferItem, packageGiftsOf, VIP_PACKAGES } from './catalogue.js';

describe('the catalogue', () => {
  it('puts only gifts of the gift catalogue into a package, each once and at least one of it, and none into VIP', () => {
    const giftIds = new Set(GIFT_CATALOGUE.map((gift) => gift.id));
    expect(COIN_PACKAGES.some((item) => item.gifts.length > 0)).toBe(true);
    for (const item of COIN_PACKAGES) {
      expect(item.gifts.every(({ giftId, count }) => giftIds.has(giftId) && Number.isInteger(count) && count >= 1)).toBe(true);
      expect(new Set(item.gifts.map(({ giftId }) => giftId)).size).toBe(item.gifts.length);
    }
    for (const item of VIP_PACKAGES) expect(packageGiftsOf(item)).toEqual([]);
  });

  it('names every item once by id, goods id and store product', () => {
    for (const key of ['id', 'goodsId', 'sku'] as const) {
      expect(new Set(CATALOGUE.map((item) => item[key])).size).toBe(CATALOGUE.length);
    }
  });

  it('prices every item in every currency it sells in, in whole minor units, with an original price no lower', () => {
    const currencies = Object.keys(CATALOGUE[0]?.prices ?? {});
    expect(currencies).toEqual(expect.arrayContaining(['USD', ...Object.keys(CURRENCY_DECIMALS)]));
    for (const item of CATALOGUE) {
      expect(Object.keys(item.prices).sort()).toEqual([...currencies].sort());
      for (const [currency, minor] of Object.entries(item.prices)) {
        expect(Number.isSafeInteger(minor) && minor >= 0).toBe(true);
        expect((item.original?.[currency] ?? minor) >= minor).toBe(true);
      }
    }
  });

  it('shows prices with each currency’s decimals', () => {
    const item = findItem('coins_300', PRODUCT_TYPE.coins);
    expect(item && [formatMinorUnits(item.prices.USD, 'USD'), formatMinorUnits(item.prices.JPY ?? 0, 'JPY'), formatMinorUnits(item.prices.KWD ?? 0, 'KWD')]).toEqual(['4.99', '800', '1.550']);
  });

  it('credits coins for every paid item, the card bonus only by card', () => {
    for (const item of CATALOGUE) {
      expect(coinsOnPayment(item, false)).toBeGreaterThan(0);
      expect(coinsOnPayment(item, true) - coinsOnPayment(item, false)).toBe(item.cardExtraCoins);
    }
    const pack = findItem('coins_300', PRODUCT_TYPE.coins);
    expect(pack && coinsOnPayment(pack, true)).toBe(360);
  });

  it('draws packages with free matches in the super style and offers as sales', () => {
    for (const item of COIN_PACKAGES) {
      if (isOfferItem(item)) expect(item.style).toBe('sale');
      else expect(item.style).toBe(item.match > 0 ? 'super' : 'normal');
    }
  });

  it('sells offer items only below their original price, and VIP in whole months', () => {
    for (const item of CATALOGUE.filter(isOfferItem)) expect((item.original?.USD ?? 0) > item.prices.USD).toBe(true);
    for (const item of VIP_PACKAGES) expect(Number.isInteger(item.months) && item.months > 0).toBe(true);
  });

  it('finds an item only with its own product type, and by store product', () => {
    expect(findItem('vip_1m', PRODUCT_TYPE.coins)).toBeUndefined();
    expect(findItem('vip_1m', PRODUCT_TYPE.vip)?.sku).toBe('glint.vip.1m');
    expect(findItemBySku('glint.coins.300')?.goodsId).toBe('coins_300');
  });
});
