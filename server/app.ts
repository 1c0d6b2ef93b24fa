import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.js';
import { systemClock, type AppContext, type AppOverrides } from './context.js';
import { registerApi } from './api/register-api.js';
import { createEmbeddedRealtime } from './realtime/embedded-realtime.js';
import { registerAdmin } from './admin/admin-routes.js';
import { registerCompressedAssets } from './client/compressed-assets.js';
import { createMaintenanceService } from './admin/maintenance-service.js';
import { openAppDatabase } from './db/open-for-app.js';
import { createSqlLedger } from './ledger/sql-ledger.js';
import { createOidcClient } from './accounts/oidc/oidc-client.js';
import { loadOidcSettings } from './accounts/oidc/oidc-settings.js';
import { createAccounts } from './accounts/register-accounts.js';
import { createMailer } from './mail/create-mailer.js';
import { createFreeCoinsReader } from './payments/free-coins.js';
import { registerPayments } from './payments/register-payments.js';
import { seedDemoHosts } from './demo/seed-demo-hosts.js';
import { SERVER_MODULES } from './modules.js';
import type { ServerModule } from './server-module.js';
import { createUploadStorage } from './uploads/create-upload-storage.js';
import { loadBrokerSecret } from './realtime/secret.js';
import { createTimerScheduler } from './calls/scheduler.js';
import { registerCallsAndMatching } from './calls/register-calls.js';
import { createIceServers, loadIceSettings } from './ice/ice-servers.js';
import { loggerOptions, registerRedactedNotFound } from './logging/logger-options.js';
import { errorReporter } from './logging/error-reporter.js';
import { clientScriptHashes, registerSecurityHeaders } from './security/security-headers.js';
import { loadPolicySources } from './security/content-security-policy.js';
import { SANDBOX_MOUNT_PATH } from './payments/sandbox-provider/sandbox-settings.js';
import { registerRateLimits } from './rate-limits/register-rate-limits.js';

/**
 * Builds the HTTP server: the built client, the health check, the API and the broker.
 * Each module registers itself here in one line; the order is the start-up order.
 */
export async function buildApp(config: ServerConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, overrides.logStream),
    bodyLimit: 1_048_576,
    ...(config.trustProxy !== undefined && { trustProxy: [...config.trustProxy] }),
  });
  // First, so every route and plugin registered below inherits the headers.
  registerSecurityHeaders(app, {
    sources: loadPolicySources(process.env),
    clientScriptHashes: clientScriptHashes(config.clientDir),
    paymentPagesPrefix: SANDBOX_MOUNT_PATH,
    hsts: config.hsts,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRedactedNotFound(app);
  // Before any route, so every route below is counted and a flood is refused before any work (429s keep the headers above).
  const userRateLimits = await registerRateLimits(app, config.rateLimitFactor);
  const clock = overrides.clock ?? systemClock;
  const database = await openAppDatabase(config, overrides.database);
  app.addHook('onClose', () => database.close());
  const ledger = createSqlLedger(database.db, clock);
  const mailer = overrides.mailer ?? createMailer({ dataDir: config.dataDir, smtpUrl: config.smtpUrl, embedded: config.databaseUrl === undefined }, clock);
  const oidc = overrides.oidc === undefined ? loadOidcSettings(process.env) : overrides.oidc;
  // The reset link's origin comes from the settings, never from a request's Host or Origin: a forged header would send the owner's link elsewhere.
  const appOrigin = config.publicOrigins[0] ?? `http://localhost:${config.port}`;
  const accounts = createAccounts({ db: database.db, clock, mailer, oidc: oidc === null ? null : createOidcClient(oidc, clock), appOrigin });
  const realtime = createEmbeddedRealtime(config, clock, accounts.liveSessions);
  const ctx: AppContext = {
    config,
    clock,
    log: app.log,
    realtime,
    db: database.db,
    ledger,
    maintenance: createMaintenanceService(database.db, clock),
    sessions: overrides.sessions ?? accounts.sessions,
    balances: overrides.balances ?? { get: (uid) => ledger.balanceOf(uid) },
    mailer,
    uploads: overrides.uploads ?? createUploadStorage(process.env, config.dataDir, loadBrokerSecret(config.dataDir), clock),
    freeCoins: createFreeCoinsReader(database.db, clock),
    scheduler: overrides.scheduler ?? createTimerScheduler(clock, errorReporter(app.log, 'scheduler')),
    ice: createIceServers(loadIceSettings(process.env), clock),
  };

  app.get('/healthz', async () => ({ ok: 1, status: 'up' }));
  await registerAdmin(app, ctx);

  await realtime.attach(app);
  // Modules add their API calls with `calls.add(...)`.
  const calls = await registerApi(app, ctx, userRateLimits);
  calls.add(...accounts.calls);
  await registerCallsAndMatching(app, ctx, calls);
  await registerPayments(app, ctx, calls);
  const modules: ServerModule[] = [];
  for (const create of SERVER_MODULES) {
    const module = await create(ctx);
    calls.add(...module.endpoints);
    await module.routes?.(app);
    modules.push(module);
  }
  app.addHook('onReady', async () => {
    for (const module of modules) await module.start?.();
  });
  app.addHook('onClose', async () => {
    for (const module of [...modules].reverse()) await module.stop?.();
  });
  if (config.demoHosts) await seedDemoHosts(ctx);
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
