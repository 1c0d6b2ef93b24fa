import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';

/**
 * The broker in this process: MQTT over WebSocket at /mqtt. Its services (publish,
 * credentials, rooms) are shared as `ctx.realtime`; this module only opens the door and
 * closes the broker with the app. First in the module list so it listens before anyone publishes.
 */
export function createRealtimeModule(ctx: AppContext): ServerModule {
  return { endpoints: [], routes: (app) => ctx.realtime.attach(app) };
}
