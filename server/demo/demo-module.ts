import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { seedDemoHosts } from './seed-demo-hosts.js';

/**
 * The demo hosts (DEMO_HOSTS=1): seeded while the app is built, so they exist before the
 * first request. Matching, messages and calls treat them through the users table's is_demo.
 */
export async function createDemoModule(ctx: AppContext): Promise<ServerModule> {
  if (ctx.config.demoHosts) await seedDemoHosts(ctx);
  return { endpoints: [] };
}
