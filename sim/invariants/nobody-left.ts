import { verdict, type InvariantResult } from './invariant.js';

/** Where one user stands at the end: the server's truth and their app's. */
export interface UserEndState {
  readonly uid: number;
  /** The app's call slot: 'none', or the call's phase. */
  readonly call: string;
  /** The server still holds the user in a call (call_presence, GET /admin/calls/present). */
  readonly inCallOnServer: boolean;
  /** The server's /match/info says this user is still waiting for a partner. */
  readonly queued: boolean;
}

/**
 * No user left in a call or in the match queue once every action has ended and the
 * server's own timers (ring, answer, heartbeat) had their time: neither the server nor
 * the user's app holds them in a call, and the server does not have them waiting. `users`
 * is an error text when the server could not be asked — which fails: unknown is not sound.
 */
export function nobodyLeft(users: readonly UserEndState[] | string): InvariantResult {
  const name = 'no user left in a call or queue';
  if (typeof users === 'string') return verdict(name, [`who is in a call could not be read: ${users}`], '');
  const violations = users.flatMap((user) => [
    ...(user.inCallOnServer ? [`the server still holds user ${user.uid} in a call`] : []),
    ...(user.call === 'none' ? [] : [`user ${user.uid}'s app is still in a call (${user.call})`]),
    ...(user.queued ? [`user ${user.uid} is still in the match queue`] : []),
  ]);
  return verdict(name, violations, `${users.length} users, none in a call (server and apps) nor queued`);
}
