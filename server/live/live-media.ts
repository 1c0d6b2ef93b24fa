import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { loadBrokerSecret } from '../realtime/secret.js';
import { createHostNodeClient } from './host-node-client.js';
import { registerHostNodeRoutes } from './host-node-routes.js';
import { JanusSfu } from './janus-sfu.js';
import type { LiveMediaPort } from './live-media-port.js';
import { nodeAddress } from './node-address.js';
import { nodeForwardingKey } from './node-signature.js';
import { RoutedLiveMedia } from './routed-live-media.js';
import { WeriftSfu } from './werift-sfu.js';

export interface LiveMedia {
  readonly media: LiveMediaPort;
  /** The internal routes other nodes forward a live's signalling to (several nodes on the embedded SFU only). */
  readonly routes?: (app: FastifyInstance) => Promise<void>;
}

/**
 * The SFU of this server (docs/adr/0022-live-media-across-nodes.md): Janus when JANUS_URL
 * names one — one Janus every node shares, so any node subscribes a viewer to any room;
 * otherwise the embedded one (werift), in this process — on one node of several, wrapped so
 * a viewer's signalling reaches the node its live's host published to.
 */
export function createLiveMedia(ctx: Pick<AppContext, 'config' | 'cluster' | 'db' | 'clock'>): LiveMedia {
  const { config } = ctx;
  if (config.janusUrl !== undefined) return { media: new JanusSfu(config.janusUrl) };
  const local = new WeriftSfu();
  if (ctx.cluster.mode === 'single-node') return { media: local };
  const key = nodeForwardingKey(loadBrokerSecret(config.dataDir));
  let self = (): string => {
    throw new Error('this node’s address is known once its routes are registered');
  };
  return {
    media: new RoutedLiveMedia({ local, db: ctx.db, self: () => self(), hostNodes: createHostNodeClient(key, ctx.clock) }),
    routes: async (app) => {
      self = nodeAddress(config, app.server);
      await registerHostNodeRoutes(app, local, key, ctx.clock);
    },
  };
}
