import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageFromBirthday } from './age';

const DAY_MS = 86_400_000;
const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
/** Birthdays other than 29 February, whose anniversary exists every year. */
const ordinaryBirthdays = dates.filter((d) => !(d.getUTCMonth() === 1 && d.getUTCDate() === 29)).map(isoDay);

function anniversary(birthday: string, years: number): Date {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y + years, m - 1, d);
  return date;
}

describe('ageFromBirthday (properties)', () => {
  it('is exactly N on the Nth anniversary and N−1 the day before', () => {
    fc.assert(
      fc.property(ordinaryBirthdays, fc.integer({ min: 1, max: 120 }), (birthday, years) => {
        const day = anniversary(birthday, years);
        expect(ageFromBirthday(birthday, day)).toBe(years);
        expect(ageFromBirthday(birthday, new Date(day.getTime() - 1))).toBe(years - 1);
      }),
    );
  });
  it('never decreases as time goes on', () => {
    fc.assert(
      fc.property(ordinaryBirthdays, dates, fc.integer({ min: 0, max: 400 * DAY_MS }), (birthday, now, later) => {
        expect(ageFromBirthday(birthday, new Date(now.getTime() + later))).toBeGreaterThanOrEqual(ageFromBirthday(birthday, now));
      }),
    );
  });
  it('is never negative on or after the birthday', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 200 * 366 * DAY_MS }), (born, elapsed) => {
        expect(ageFromBirthday(isoDay(born), new Date(born.getTime() + elapsed))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
