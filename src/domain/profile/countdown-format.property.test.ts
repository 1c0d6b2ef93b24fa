import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdownHhMmSs, formatCountdownMmSs } from './countdown-format';

const parse = (text: string): number => text.split(':').map(Number).reduce((acc, part) => acc * 60 + part, 0);

describe('countdown formats (properties)', () => {
  it('round-trip whole non-negative seconds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (s) => {
        expect(parse(formatCountdownMmSs(s))).toBe(s);
        expect(parse(formatCountdownHhMmSs(s))).toBe(s);
      }),
    );
  });
  it('keep the seconds (and minutes) fields below 60', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (s) => {
        const [, mm, ss] = formatCountdownHhMmSs(s).split(':').map(Number);
        expect(mm).toBeLessThan(60);
        expect(ss).toBeLessThan(60);
        expect(Number(formatCountdownMmSs(s).split(':')[1])).toBeLessThan(60);
      }),
    );
  });
  it('show zero for every negative value', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), (s) => {
        expect(formatCountdownMmSs(s)).toBe('00:00');
        expect(formatCountdownHhMmSs(s)).toBe('00:00:00');
      }),
    );
  });
});
