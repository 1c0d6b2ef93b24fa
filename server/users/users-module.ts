import type { AppContext } from '../context.js';
import { errorReporter } from '../logging/error-reporter.js';
import type { ServerModule } from '../server-module.js';
import { startLevelUpdates } from './account-updates.js';
import { startUserStateEvents } from './user-state-events.js';
import { userBlackEndpoint } from './user-black.endpoint.js';
import { userFollowEndpoint } from './user-follow.endpoint.js';
import { userInfoEndpoint } from './user-info.endpoint.js';
import { userBlacklistEndpoint } from './user-blacklist.endpoint.js';
import { userFansEndpoint } from './user-fans.endpoint.js';
import { userFollowingsEndpoint } from './user-followings.endpoint.js';
import { userVisitEndpoint } from './user-visit.endpoint.js';
import { userVisitorsEndpoint } from './user-visitors.endpoint.js';
import type { UsersDeps } from './users-deps.js';
import { userVerifyOperation } from './user-verify.operation.js';

/**
 * Other users as the user page and the chat menu see them: /user/info, /user/follow,
 * /user/black, the followings, fans, visitors and blocked lists and /user/visit; from start to stop, each call's start and end tells the two parties'
 * audience that they are busy or back (type 7).
 */
export function createUsersModule(ctx: AppContext): ServerModule {
  const deps: UsersDeps = ctx;
  let stopStateEvents: (() => void) | undefined;
  let stopLevelUpdates: (() => void) | undefined;
  return {
    endpoints: [
      userInfoEndpoint(deps),
      userFollowEndpoint(deps),
      userBlackEndpoint(deps),
      // The lists of users the Me tab opens, and the visit that fills one of them.
      userFollowingsEndpoint(deps),
      userFansEndpoint(deps),
      userVisitorsEndpoint(deps),
      userBlacklistEndpoint(deps),
      userVisitEndpoint(deps),
    ],
    // The operator's verified badge (npm run admin -- user verify <uid>).
    adminOperations: [userVerifyOperation(ctx)],
    start: () => {
      const onError = errorReporter(ctx.log, 'users');
      stopStateEvents = startUserStateEvents({ db: ctx.db, publisher: ctx.realtime.publisher, calls: ctx.calls, presence: ctx.presence, onError });
      // A spend or a receipt that moves someone's level tells them (type 7 level).
      stopLevelUpdates = startLevelUpdates({ db: ctx.db, publisher: ctx.realtime.publisher, ledger: ctx.ledger, onError });
    },
    stop: () => {
      stopStateEvents?.();
      stopLevelUpdates?.();
    },
  };
}
