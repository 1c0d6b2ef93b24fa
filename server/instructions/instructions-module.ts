import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { userCallbackOperation } from './user-callback.operation.js';
import { userNoticeOperation } from './user-notice.operation.js';

/**
 * What an operator tells a user's running app (issue #18): callback instructions over the
 * realtime channel (type 6) and worded notices (type 18). No tables, no endpoints.
 */
export function createInstructionsModule(ctx: AppContext): ServerModule {
  return { endpoints: [], adminOperations: [userCallbackOperation(ctx), userNoticeOperation(ctx)] };
}
