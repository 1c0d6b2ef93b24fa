import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, luhnValid } from './luhn';

describe('luhnValid', () => {
  it('accepts well-known test card numbers', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '0']) expect(luhnValid(n)).toBe(true);
  });
  it('refuses a changed last digit, non-digits and the empty string', () => {
    for (const n of ['4242424242424241', '4242 4242 4242 4242', '42424242424242a2', '']) expect(luhnValid(n)).toBe(false);
  });
});

describe('luhnCheckDigit', () => {
  it('completes a partial number into a valid one', () => {
    expect(luhnCheckDigit('424242424242424')).toBe(2);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });
  it('treats non-digits as a programming error', () => {
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });
});
