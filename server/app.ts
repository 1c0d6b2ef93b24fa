import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.js';
import type { AppContext, AppOverrides } from './context.js';
import { createAppContext } from './app-context.js';
import { registerApi } from './api/register-api.js';
import { registerCompressedAssets } from './client/compressed-assets.js';
import { openAppDatabase } from './db/open-for-app.js';
import { registerAdmin } from './admin/admin-routes.js';
import { SERVER_MODULES } from './modules.js';
import type { ServerModule } from './server-module.js';
import { loggerOptions, registerRedactedNotFound, registerRequestLog } from './logging/logger-options.js';
import { clientScriptHashes, registerSecurityHeaders } from './security/security-headers.js';
import { loadPolicySources } from './security/content-security-policy.js';
import { SANDBOX_MOUNT_PATH } from './payments/sandbox-provider/sandbox-settings.js';
import { registerRateLimits } from './rate-limits/register-rate-limits.js';
import { openCluster } from './scale/cluster.js';
import { gamesFrameSources } from './games/games-settings.js';

/**
 * Builds the HTTP server: the app-level plumbing every route shares (security headers,
 * logging, rate limits), the shared services (app-context.ts), the request layer under
 * /api, every feature module of server/modules.ts, then the built client. Features are
 * added in modules.ts, never here.
 */
export async function buildApp(config: ServerConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, overrides.logStream),
    bodyLimit: 1_048_576,
    ...(config.trustProxy !== undefined && { trustProxy: [...config.trustProxy] }),
  });
  // First, so every route and plugin registered below inherits the headers.
  registerSecurityHeaders(app, {
    sources: { ...loadPolicySources(process.env), games: gamesFrameSources(process.env, config) },
    clientScriptHashes: clientScriptHashes(config.clientDir),
    paymentPagesPrefix: SANDBOX_MOUNT_PATH,
    hsts: config.hsts,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLog(app);
  registerRedactedNotFound(app);
  // Before any route, so every route below is counted and a flood is refused before any work (429s keep the headers above).
  const cluster = openCluster(config, (error) => app.log.error({ err: error }, 'cluster room membership'));
  app.log.info({ node: cluster.nodeId, mode: cluster.mode }, 'cluster mode');
  const userRateLimits = await registerRateLimits(app, config.rateLimitFactor, cluster.redis);
  const database = await openAppDatabase(config, overrides.database);
  const ctx = createAppContext(config, database, cluster, app.log, overrides);

  app.get('/healthz', async () => ({ ok: 1, status: 'up' }));
  const endpoints = await registerApi(app, ctx, userRateLimits);
  const modules: ServerModule[] = [];
  for (const create of SERVER_MODULES) {
    const module = await create(ctx);
    endpoints.add(...module.endpoints);
    await module.routes?.(app);
    modules.push(module);
  }
  await registerAdmin(app, ctx, modules.flatMap((module) => module.adminOperations ?? []));
  // Features not yet in the module shape (server/modules.ts) register themselves here.
  app.addHook('onReady', async () => {
    for (const module of modules) await module.start?.();
  });
  app.addHook('onClose', async () => {
    for (const module of [...modules].reverse()) await module.stop?.();
    // Last, so no module's timer fires into the database closed after this hook.
    ctx.scheduler.close();
    await cluster.close();
    // After the modules: stopping one may still write (a demo live ends its room).
    await database.close();
  });
  await registerClient(app, ctx);
  return app;
}

async function registerClient(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (fs.existsSync(ctx.config.clientDir)) {
    await app.register(fastifyStatic, { root: ctx.config.clientDir, prefix: '/', index: 'index.html' });
    registerCompressedAssets(app, ctx.config.clientDir);
    return;
  }
  app.get('/', async (_request, reply) =>
    reply.code(503).type('text/plain').send('The client is not built: run `npm run build` (npm start does it for you).'),
  );
}
