import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_PAY_TYPE } from '../constants';
import { CARD_HISTORY_MAX_PER_PAY_TYPE, cardsForPayType, maskCardNumber, rememberCard, type CardHistory, type CardHistoryEntry } from './card-history';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from './currency';
import { luhnCheckDigit, luhnValid } from './luhn';

const digit = fc.integer({ min: 0, max: 9 });
/** A Luhn-valid number of 12–19 digits built from random digits and its check digit. */
const validCardNumber = fc.array(digit, { minLength: 11, maxLength: 18 }).map((ds) => {
  const partial = ds.join('');
  return partial + String(luhnCheckDigit(partial));
});

describe('Luhn properties', () => {
  it('accepts every number completed with its check digit', () => {
    fc.assert(
      fc.property(validCardNumber, (n) => {
        expect(luhnValid(n)).toBe(true);
      }),
    );
  });
  it('rejects any single-digit change', () => {
    fc.assert(
      fc.property(validCardNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
        const i = at % n.length;
        const changed = n.slice(0, i) + String((Number(n[i]) + delta) % 10) + n.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});

const currency = fc.constantFrom('JPY', 'USD', 'KWD', 'EUR');

describe('minor-unit properties', () => {
  it('reads back every formatted safe amount unchanged', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger().filter((n) => n >= -Number.MAX_SAFE_INTEGER), currency, (minor, c) => {
        expect(toMinorUnits(formatMinorUnits(minor, c), c)).toEqual({ ok: true, value: minor === 0 ? 0 : minor });
      }),
    );
  });
  it('formats a parsed canonical amount back to the same text', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 999 }), currency, (whole, frac, c) => {
        const decimals = currencyDecimals(c);
        const text = decimals === 0 ? String(whole) : `${whole}.${String(frac % 10 ** decimals).padStart(decimals, '0')}`;
        const parsed = toMinorUnits(text, c);
        expect(parsed.ok && formatMinorUnits(parsed.value, c)).toBe(text);
      }),
    );
  });
});

const entry: fc.Arbitrary<CardHistoryEntry> = fc.record({
  cardNumber: fc.constantFrom('4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '4000056655665556', '4111111111111111', '5105105105105100'),
  key: fc.string({ maxLength: 4 }),
});

describe('card history properties', () => {
  it('keeps the latest card first, each card once, at most the limit', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const history = entries.reduce<CardHistory>((h, e) => rememberCard(h, CARD_PAY_TYPE, e), {});
        const cards = cardsForPayType(history, CARD_PAY_TYPE);
        const numbers = cards.map((c) => c.cardNumber);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(cards.length).toBeLessThanOrEqual(CARD_HISTORY_MAX_PER_PAY_TYPE);
        const last = entries.at(-1);
        if (last) expect(cards[0]).toEqual({ cardNumber: maskCardNumber(last.cardNumber), key: last.key });
        // Newest first: list order follows the last time each card was used.
        const lastUse = (n: string) => entries.map((e) => maskCardNumber(e.cardNumber)).lastIndexOf(n);
        expect(numbers.map(lastUse)).toEqual([...numbers.map(lastUse)].sort((a, b) => b - a));
      }),
    );
  });
  it('is idempotent: remembering the same card twice equals remembering it once', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 10 }), entry, (entries, e) => {
        const history = entries.reduce<CardHistory>((h, x) => rememberCard(h, CARD_PAY_TYPE, x), {});
        const once = rememberCard(history, CARD_PAY_TYPE, e);
        expect(rememberCard(once, CARD_PAY_TYPE, e)).toEqual(once);
      }),
    );
  });
  it('masks idempotently', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (n) => {
        expect(maskCardNumber(maskCardNumber(n))).toBe(maskCardNumber(n));
      }),
    );
  });
});
