import { describe, expect, it } from 'vitest';
import { formatCountdownHhMmSs, formatCountdownMmSs } from './countdown-format';

describe('formatCountdownMmSs', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatCountdownMmSs(65)).toBe('01:05');
    expect(formatCountdownMmSs(59)).toBe('00:59');
    expect(formatCountdownMmSs(60)).toBe('01:00');
  });
  it('lets minutes grow past an hour', () => {
    expect(formatCountdownMmSs(3_600)).toBe('60:00');
  });
  it('clamps negative and non-numeric values to 00:00', () => {
    expect(formatCountdownMmSs(-3)).toBe('00:00');
    expect(formatCountdownMmSs(Number.NaN)).toBe('00:00');
  });
  it('drops fractions of a second', () => {
    expect(formatCountdownMmSs(9.99)).toBe('00:09');
  });
});

describe('formatCountdownHhMmSs', () => {
  it('splits hours, minutes and seconds', () => {
    expect(formatCountdownHhMmSs(3_599)).toBe('00:59:59');
    expect(formatCountdownHhMmSs(3_600)).toBe('01:00:00');
    expect(formatCountdownHhMmSs(3_661)).toBe('01:01:01');
  });
  it('clamps negative values to 00:00:00', () => {
    expect(formatCountdownHhMmSs(-1)).toBe('00:00:00');
  });
});
