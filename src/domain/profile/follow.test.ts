import { describe, expect, it } from 'vitest';
import { followRelation, followToggle } from './follow';

describe('followRelation', () => {
  it('reads the four relations from is_follow and is_followed', () => {
    expect(followRelation({ isFollow: false, isFollowed: false })).toBe('notFollowing');
    expect(followRelation({ isFollow: true, isFollowed: false })).toBe('followed');
    expect(followRelation({ isFollow: false, isFollowed: true })).toBe('followBack');
    expect(followRelation({ isFollow: true, isFollowed: true })).toBe('mutual');
  });
});

describe('followToggle', () => {
  it('asks for confirmation before unfollowing a mutual follow', () => {
    expect(followToggle({ isFollow: true, isFollowed: true })).toEqual({
      flag: 'del',
      needsConfirmation: true,
      next: { isFollow: false, isFollowed: true },
    });
  });
  it('unfollows a one-way follow without confirmation', () => {
    expect(followToggle({ isFollow: true, isFollowed: false })).toMatchObject({ flag: 'del', needsConfirmation: false });
  });
  it('follows back without confirmation and becomes mutual', () => {
    const toggle = followToggle({ isFollow: false, isFollowed: true });
    expect(toggle).toMatchObject({ flag: 'add', needsConfirmation: false });
    expect(followRelation(toggle.next)).toBe('mutual');
  });
});
