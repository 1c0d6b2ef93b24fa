import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { msgSyncAckEndpoint } from './msg-sync-ack.endpoint.js';
import { msgSyncEndpoint } from './msg-sync.endpoint.js';

/** The gap fill: /msg/sync (account state and messages after a cursor) and /msg/sync-ack. */
export function createSyncModule(ctx: AppContext): ServerModule {
  return { endpoints: [msgSyncEndpoint(ctx), msgSyncAckEndpoint(ctx)] };
}
