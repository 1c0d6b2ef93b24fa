import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { coinsGrantOperation } from './coins-grant.operation.js';
import { maintenanceOperations } from './maintenance.operations.js';
import { processUsageOperation } from './process-usage.operation.js';
import { userBanOperations } from './user-ban.operations.js';
import { userHostOperation } from './user-host.operation.js';

/**
 * The operator's own actions (`npm run admin`): maintenance, coin grants, bans, hosts, the process's CPU and memory. Other
 * modules bring theirs in `adminOperations`; app.ts mounts them all under /admin.
 */
export function createAdminModule(ctx: AppContext): ServerModule {
  return {
    endpoints: [],
    adminOperations: [...maintenanceOperations(ctx), coinsGrantOperation(ctx), ...userBanOperations(ctx), userHostOperation(ctx), processUsageOperation()],
  };
}
