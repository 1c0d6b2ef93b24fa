import { verdict, type InvariantResult } from './invariant.js';

/** Where one user stands at the end: their call slot, and whether the server still has them in the match queue. */
export interface UserEndState {
  readonly uid: number;
  /** 'none', or the call's phase. */
  readonly call: string;
  /** The server's /match/info says this user is still waiting for a partner. */
  readonly queued: boolean;
}

/** No user left in a call or in the match queue once every action has ended. */
export function nobodyLeft(users: readonly UserEndState[]): InvariantResult {
  const violations = users.flatMap((user) => [
    ...(user.call === 'none' ? [] : [`user ${user.uid} is still in a call (${user.call})`]),
    ...(user.queued ? [`user ${user.uid} is still in the match queue`] : []),
  ]);
  return verdict('no user left in a call or queue', violations, `${users.length} users, none in a call nor queued`);
}
