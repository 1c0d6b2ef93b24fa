import { describe, expect, it } from 'vitest';
import { validateNickname } from './nickname';

describe('validateNickname', () => {
  it('refuses a nickname made of spaces', () => {
    expect(validateNickname(' \t ')).toEqual({ ok: false, error: { code: 'PROFILE.NICKNAME_REQUIRED' } });
  });
  it('trims the surrounding whitespace and keeps inner spaces', () => {
    expect(validateNickname('  Ana Lu  ')).toEqual({ ok: true, value: 'Ana Lu' });
  });
});
