import { describe, expect, it } from 'vitest';
import { activeBan } from './user-moderation.js';

const NOW = 1_700_000_000_000;
const none = { banned_at: null, banned_until: null, banned_reason: null };

describe('the ban in force', () => {
  it('is none for a user never banned', () => {
    expect(activeBan(none, NOW)).toBeNull();
  });

  it('holds without end until lifted when no end was given', () => {
    expect(activeBan({ banned_at: NOW - 1, banned_until: null, banned_reason: 'spam' }, NOW + 10 ** 12)).toEqual({
      bannedAt: NOW - 1,
      until: null,
      reason: 'spam',
    });
  });

  it('lapses by itself at its end, not a millisecond before', () => {
    const timed = { banned_at: NOW, banned_until: NOW + 1_000, banned_reason: null };
    expect(activeBan(timed, NOW + 999)).toMatchObject({ until: NOW + 1_000, reason: '' });
    expect(activeBan(timed, NOW + 1_000)).toBeNull();
  });
});
