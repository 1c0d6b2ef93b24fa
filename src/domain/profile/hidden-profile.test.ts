import { describe, expect, it } from 'vitest';
import { hiddenProfileNumber, profileIdentityDisplay } from './hidden-profile';

describe('hiddenProfileNumber', () => {
  it('wraps uid 9999 to 0000', () => {
    expect(hiddenProfileNumber(9999)).toBe('0000');
  });
  it('keeps uid 9998 as 9998', () => {
    expect(hiddenProfileNumber(9998)).toBe('9998');
  });
  it('wraps uid 10000 to 0001', () => {
    expect(hiddenProfileNumber(10_000)).toBe('0001');
  });
  it('pads small numbers to four digits', () => {
    expect(hiddenProfileNumber(7)).toBe('0007');
    expect(hiddenProfileNumber(0)).toBe('0000');
  });
  it('still gives four digits for a negative id', () => {
    expect(hiddenProfileNumber(-1)).toBe('9998');
  });
});

describe('profileIdentityDisplay', () => {
  const hidden = { uid: 123_456, hideProfile: true, hideVip: true, hideLevel: true };

  it('shows a mystery label with the hidden number to other users', () => {
    expect(profileIdentityDisplay(hidden, 1)).toEqual({ kind: 'mystery', number: '3468', showVip: false, showLevel: false });
  });
  it('shows everything to the owner even when every flag is set', () => {
    expect(profileIdentityDisplay(hidden, 123_456)).toEqual({ kind: 'public', showVip: true, showLevel: true });
  });
  it('hides only the badges whose flags are set on a public profile', () => {
    expect(profileIdentityDisplay({ uid: 5, hideProfile: false, hideVip: true, hideLevel: false }, 1)).toEqual({
      kind: 'public',
      showVip: false,
      showLevel: true,
    });
  });
});
