import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMinorUnits, toMinorUnits } from './currency';

describe('currencyDecimals', () => {
  it('knows JPY 0, USD 2, KWD 3 and uses 2 for anything else, whatever the case', () => {
    expect(['JPY', 'usd', ' KWD ', 'EUR', ''].map(currencyDecimals)).toEqual([0, 2, 3, 2, 2]);
  });
});

describe('formatMinorUnits', () => {
  it('places the decimal point by currency', () => {
    expect(formatMinorUnits(1234, 'USD')).toBe('12.34');
    expect(formatMinorUnits(1234, 'JPY')).toBe('1234');
    expect(formatMinorUnits(1234, 'KWD')).toBe('1.234');
  });
  it('pads small and negative amounts', () => {
    expect(formatMinorUnits(5, 'USD')).toBe('0.05');
    expect(formatMinorUnits(-5, 'KWD')).toBe('-0.005');
    expect(formatMinorUnits(0, 'USD')).toBe('0.00');
  });
  it('never throws on a bad number', () => {
    expect(formatMinorUnits(Number.NaN, 'USD')).toBe('0.00');
    expect(formatMinorUnits(12.6, 'JPY')).toBe('13');
  });
});

describe('toMinorUnits', () => {
  it('parses amounts exactly, without floating-point error', () => {
    expect(toMinorUnits('0.29', 'USD')).toEqual({ ok: true, value: 29 });
    expect(toMinorUnits('12.3', 'USD')).toEqual({ ok: true, value: 1230 });
    expect(toMinorUnits(' 7 ', 'KWD')).toEqual({ ok: true, value: 7000 });
  });
  it('accepts trailing zeros beyond the currency decimals and refuses other extra digits', () => {
    expect(toMinorUnits('12.340', 'USD')).toEqual({ ok: true, value: 1234 });
    expect(toMinorUnits('12.345', 'USD')).toEqual({ ok: false, error: { code: 'MONEY.TOO_MANY_DECIMALS', decimals: 2 } });
    expect(toMinorUnits('1.5', 'JPY')).toEqual({ ok: false, error: { code: 'MONEY.TOO_MANY_DECIMALS', decimals: 0 } });
  });
  it('refuses text that is not a plain decimal or too large to be exact', () => {
    for (const bad of ['', 'abc', '1e3', '1,50', '.5', '5.', '--1', '99999999999999999']) {
      expect(toMinorUnits(bad, 'USD')).toEqual({ ok: false, error: { code: 'MONEY.INVALID_AMOUNT' } });
    }
  });
});
