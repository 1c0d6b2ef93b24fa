import { describe, expect, it } from 'vitest';
import { intimacyLevelName } from './intimacy';

describe('intimacyLevelName', () => {
  it('names levels 1 to 5 familiar, intimate, in love, accompany, togetherness', () => {
    expect([1, 2, 3, 4, 5].map(intimacyLevelName)).toEqual(['familiar', 'intimate', 'inLove', 'accompany', 'togetherness']);
  });
  it('calls any other level meet', () => {
    for (const level of [0, 6, -1, 2.5, Number.NaN]) expect(intimacyLevelName(level)).toBe('meet');
  });
});
