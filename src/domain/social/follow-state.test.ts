import { describe, expect, it } from 'vitest';
import { followStateOf, unfollowNeedsConfirmation } from './follow-state';

describe('follow state', () => {
  it('names the four states of 001 §4 from who follows whom', () => {
    expect(followStateOf(false, false)).toBe('notFollowing');
    expect(followStateOf(true, false)).toBe('followed');
    expect(followStateOf(false, true)).toBe('followBack');
    expect(followStateOf(true, true)).toBe('mutual');
  });

  it('asks before undoing a mutual follow only', () => {
    expect(unfollowNeedsConfirmation('mutual')).toBe(true);
    expect(unfollowNeedsConfirmation('followed')).toBe(false);
  });
});
