import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { userBlackEndpoint } from './user-black.endpoint.js';
import { userFollowEndpoint } from './user-follow.endpoint.js';
import { userInfoEndpoint } from './user-info.endpoint.js';
import type { UsersDeps } from './users-deps.js';

/** Other users as the user page and the chat menu see them: /user/info, /user/follow, /user/black. */
export function createUsersModule(ctx: AppContext): ServerModule {
  const deps: UsersDeps = {
    ...ctx,
    isInCall: (uid) => ctx.calls.isInCall(uid),
    matchPeerOf: (roomId, uid) => ctx.calls.matchPeerOf(roomId, uid),
  };
  return { endpoints: [userInfoEndpoint(deps), userFollowEndpoint(deps), userBlackEndpoint(deps)] };
}
