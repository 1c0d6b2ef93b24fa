import { CALL_ROOM_TYPE } from '../../src/domain/constants.js';
import { findCall, roomOf } from '../calls/call-repository.js';
import { partyOf, peerUidOf } from '../calls/call-row.js';
import { callsDatabase } from '../calls/call-tables.js';
import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { userBlackEndpoint } from './user-black.endpoint.js';
import { userFollowEndpoint } from './user-follow.endpoint.js';
import { userInfoEndpoint } from './user-info.endpoint.js';
import type { UsersDeps } from './users-deps.js';

/** Other users as the user page and the chat menu see them: /user/info, /user/follow, /user/black. */
export function createUsersModule(ctx: AppContext): ServerModule {
  // TODO(s-money-calls): answer both from the calls module's service on AppContext once it has one.
  const calls = callsDatabase(ctx.db);
  const deps: UsersDeps = {
    ...ctx,
    isInCall: async (uid) => (await roomOf(calls, uid)) !== undefined,
    matchPeerOf: async (roomId, uid) => {
      const row = await findCall(calls, roomId);
      const party = row === undefined ? null : partyOf(row, uid);
      return row !== undefined && party !== null && row.room_type === CALL_ROOM_TYPE.match ? peerUidOf(row, party) : null;
    },
  };
  return { endpoints: [userInfoEndpoint(deps), userFollowEndpoint(deps), userBlackEndpoint(deps)] };
}
