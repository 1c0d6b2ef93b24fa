import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { appCloseEndpoint } from './app-close.endpoint.js';
import { appOpenEndpoint } from './app-open.endpoint.js';
import { configSetOperation } from './config-set.operation.js';
import { monitorMaintainEndpoint } from './monitor-maintain.endpoint.js';
import { profileInitEndpoint } from './profile-init.endpoint.js';

/**
 * Start-up and foreground/background: /profile/init, /app/open, /app/close, /monitor/maintain,
 * and the operator's `config set` for the settings init hands to clients.
 */
export function createInitModule(ctx: AppContext): ServerModule {
  return {
    endpoints: [profileInitEndpoint(ctx), appOpenEndpoint(ctx), appCloseEndpoint(ctx), monitorMaintainEndpoint(ctx)],
    adminOperations: [configSetOperation(ctx)],
  };
}
