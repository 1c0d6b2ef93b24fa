import type { AppContext } from '../context.js';
import { errorReporter } from '../logging/error-reporter.js';
import type { ServerModule } from '../server-module.js';
import { momentDeleteEndpoint } from './moment-delete.endpoint.js';
import { momentLikeEndpoint } from './moment-like.endpoint.js';
import { momentListEndpoint } from './moment-list.endpoint.js';
import { momentPublishEndpoint } from './moment-publish.endpoint.js';
import type { MomentsDeps } from './moments-deps.js';
import { momentsOperations } from './moments.operations.js';
import { momentsDb } from './moments-tables.js';

/**
 * Moments (issue #14, ADR 0008): posting (paid by non-VIPs through the ledger), the
 * operator's review (a rejection refunds), a user's list and the Discover feed, likes.
 */
export function createMomentsModule(ctx: AppContext): ServerModule {
  const deps: MomentsDeps = { ...ctx, moments: momentsDb(ctx.db) };
  return {
    endpoints: [momentPublishEndpoint(deps), momentListEndpoint(deps), momentLikeEndpoint(deps), momentDeleteEndpoint(deps)],
    adminOperations: momentsOperations(deps, errorReporter(ctx.log, 'Moments')),
  };
}
