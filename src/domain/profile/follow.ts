/** The two follow flags of a user card, seen from the current user. */
export interface FollowFlags {
  /** The current user follows this user (`is_follow`). */
  readonly isFollow: boolean;
  /** This user follows the current user (`is_followed`). */
  readonly isFollowed: boolean;
}

/** The follow button's state, from the current user's side. */
export type FollowRelation = 'notFollowing' | 'followed' | 'followBack' | 'mutual';

export function followRelation(flags: FollowFlags): FollowRelation {
  if (flags.isFollow) return flags.isFollowed ? 'mutual' : 'followed';
  return flags.isFollowed ? 'followBack' : 'notFollowing';
}

/** What tapping the follow button does: the `/user/follow` flag and whether to confirm first. */
export interface FollowToggle {
  readonly flag: 'add' | 'del';
  /** Unfollowing a mutual follow breaks a friendship, so it is confirmed first. */
  readonly needsConfirmation: boolean;
  /** The flags once the call succeeds. */
  readonly next: FollowFlags;
}

export function followToggle(flags: FollowFlags): FollowToggle {
  const flag = flags.isFollow ? 'del' : 'add';
  return {
    flag,
    needsConfirmation: followRelation(flags) === 'mutual',
    next: { isFollow: !flags.isFollow, isFollowed: flags.isFollowed },
  };
}
