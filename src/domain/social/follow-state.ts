/**
 * How two users stand by follows, seen by one of them (001 §4 "Follow"): not following,
 * followed (the viewer follows them), follow back (they follow the viewer, who does not
 * follow them yet) and mutual.
 */
export type FollowState = 'notFollowing' | 'followed' | 'followBack' | 'mutual';

export function followStateOf(viewerFollows: boolean, followsViewer: boolean): FollowState {
  if (viewerFollows) return followsViewer ? 'mutual' : 'followed';
  return followsViewer ? 'followBack' : 'notFollowing';
}

/** Unfollowing a mutual follow asks for confirmation first (001 §4); any other unfollow is one tap. */
export function unfollowNeedsConfirmation(state: FollowState): boolean {
  return state === 'mutual';
}
