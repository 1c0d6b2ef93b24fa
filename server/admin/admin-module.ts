import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { registerAdmin } from './admin-routes.js';

/** The operator API under /admin (`npm run admin`): plain JSON routes, loopback and token guarded, no envelope endpoints. */
export function createAdminModule(ctx: AppContext): ServerModule {
  return { endpoints: [], routes: (app) => registerAdmin(app, ctx) };
}
