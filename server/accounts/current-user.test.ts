import { describe, expect, it } from 'vitest';
import { countryFlag } from './current-user.js';

describe('country flag', () => {
  it('turns a two-letter country code into its flag emoji, whatever the case', () => {
    expect(countryFlag('US')).toBe('🇺🇸');
    expect(countryFlag('br')).toBe('🇧🇷');
  });

  it('is empty for anything that is not a two-letter code', () => {
    expect(['', 'U', 'USA', '1A', 'é1'].map(countryFlag)).toEqual(['', '', '', '', '']);
  });
});
