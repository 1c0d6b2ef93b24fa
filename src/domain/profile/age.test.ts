import { describe, expect, it } from 'vitest';
import { ageFromBirthday, cardAge, parseBirthday } from './age';

const at = (iso: string): Date => new Date(`${iso}T12:00:00Z`);

describe('ageFromBirthday', () => {
  it('counts the birthday itself: turning 18 today gives 18', () => {
    expect(ageFromBirthday('2006-05-20', at('2024-05-20'))).toBe(18);
  });
  it('gives 17 on the day before the 18th birthday', () => {
    expect(ageFromBirthday('2006-05-20', at('2024-05-19'))).toBe(17);
  });
  it('gives 17 in the month before the birthday month even on a later day number', () => {
    expect(ageFromBirthday('2006-05-01', at('2024-04-30'))).toBe(17);
  });
  it('reads the date in UTC, not in the local time of the runner', () => {
    // 23:30 UTC on the 19th is already the 20th east of UTC; the age stays 17.
    expect(ageFromBirthday('2006-05-20', new Date('2024-05-19T23:30:00Z'))).toBe(17);
    expect(ageFromBirthday('2006-05-20', new Date('2024-05-20T00:00:00Z'))).toBe(18);
  });
  it('reaches a 29 February birthday on 1 March in a common year', () => {
    expect(ageFromBirthday('2004-02-29', at('2023-02-28'))).toBe(18);
    expect(ageFromBirthday('2004-02-29', at('2022-02-28'))).toBe(17);
    expect(ageFromBirthday('2004-02-29', at('2022-03-01'))).toBe(18);
  });
  it('returns NaN instead of throwing for text that is not a calendar day', () => {
    for (const bad of ['', 'abc', '2023-02-29', '2024-13-01', '2024-00-10', '2024-1-01', ' 2000-01-01', '2000-01-01T00:00']) {
      expect(ageFromBirthday(bad, at('2024-05-20'))).toBeNaN();
    }
  });
  it('returns NaN when now is an invalid date', () => {
    expect(ageFromBirthday('2000-01-01', new Date(Number.NaN))).toBeNaN();
  });
});

describe('parseBirthday', () => {
  it('accepts a leap day in a leap year and keeps years below 100 as written', () => {
    expect(parseBirthday('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBirthday('0050-01-01')).toEqual({ year: 50, month: 1, day: 1 });
  });
});

describe('cardAge', () => {
  it('gives another user’s card whole years, and null for a missing, invalid or future birthday', () => {
    expect(cardAge('2000-06-15', at('2026-06-15'))).toBe(26);
    expect(cardAge(null, at('2026-06-15'))).toBeNull();
    expect(cardAge('', at('2026-06-15'))).toBeNull();
    expect(cardAge('soon', at('2026-06-15'))).toBeNull();
    expect(cardAge('2030-01-01', at('2026-06-15'))).toBeNull();
  });
});
