import type { CallRegistry } from '../api/call-registry.js';
import { userFollowCall } from './user-follow.call.js';
import { userInfoCall } from './user-info.call.js';

/** Other users as the user page sees them: /user/info and /user/follow. */
export function registerUsers(registry: CallRegistry): void {
  registry.add(userInfoCall, userFollowCall);
}
