import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import { systemClock, type AppContext, type AppOverrides } from './context.js';
import { createAccountSessions } from './accounts/account-sessions.js';
import { createOidcClient } from './accounts/oidc/oidc-client.js';
import { loadOidcSettings } from './accounts/oidc/oidc-settings.js';
import { createMaintenanceService } from './admin/maintenance-service.js';
import { CallService } from './calls/call-service.js';
import { callTimerOwner } from './calls/call-timer-lease.js';
import { callsDatabase } from './calls/call-tables.js';
import { createTimerScheduler } from './calls/scheduler.js';
import type { OpenDatabase } from './db/open-database.js';
import { createGiftBag } from './gifts/gift-bag.js';
import { createIceServers, loadIceSettings } from './ice/ice-servers.js';
import { loadSandboxSettings } from './payments/sandbox-provider/sandbox-settings.js';
import { createSqlLedger } from './ledger/sql-ledger.js';
import { errorReporter } from './logging/error-reporter.js';
import { createMailer } from './mail/create-mailer.js';
import { createFreeCoinsReader } from './payments/free-coins.js';
import { createInMemoryPresenceStore } from './presence/in-memory-presence-store.js';
import { createRedisPresenceStore } from './presence/redis-presence-store.js';
import { createEmbeddedRealtime } from './realtime/embedded-realtime.js';
import { createMosquittoRealtime } from './realtime/mosquitto/mosquitto-realtime.js';
import { fairBillingDb } from './fair-billing/fair-billing-tables.js';
import { createMediaMeter } from './fair-billing/media-meter.js';
import { loadBrokerSecret } from './realtime/secret.js';
import { createSpendingAllowance } from './spending/spending-allowance.js';
import { createUploadStorage } from './uploads/create-upload-storage.js';
import type { Cluster } from './scale/cluster.js';

/**
 * The shared services every module may use, built once from the settings, the open
 * database and what a test overrides. A module's own services stay inside its folder;
 * one goes here only when another module or the request layer needs it.
 */
export function createAppContext(config: ServerConfig, database: OpenDatabase, cluster: Cluster, log: FastifyBaseLogger, overrides: AppOverrides): AppContext {
  const clock = overrides.clock ?? systemClock;
  const ledger = createSqlLedger(database.db, clock);
  const spendingLeft = createSpendingAllowance(database.db, ledger, clock);
  const oidc = overrides.oidc === undefined ? loadOidcSettings(process.env) : overrides.oidc;
  const accountSessions = createAccountSessions(database.db, clock, cluster.mode === 'single-node');
  const scheduler = overrides.scheduler ?? createTimerScheduler(clock, errorReporter(log, 'scheduler'));
  const presence = cluster.redis === null
    ? createInMemoryPresenceStore({ clock, scheduler })
    : createRedisPresenceStore({ redis: cluster.redis, nodeId: cluster.nodeId, clock, scheduler, onError: errorReporter(log, 'presence') });
  const realtime = config.externalBroker === undefined
    ? createEmbeddedRealtime(config, clock, accountSessions.live, presence, cluster)
    : createMosquittoRealtime(config.externalBroker, config, clock, accountSessions.live, presence, errorReporter(log, 'realtime'));
  const ice = createIceServers(loadIceSettings(process.env), clock);
  return {
    config,
    clock,
    log,
    realtime,
    // Every module writes through ctx.db, so a revoked session leaves the session cache at once.
    db: database.db.withPlugin(accountSessions.writesWatch),
    ledger,
    maintenance: createMaintenanceService(database.db, clock),
    sessions: overrides.sessions ?? accountSessions.store,
    oidc: oidc === null ? null : createOidcClient(oidc, clock),
    balances: overrides.balances ?? { get: (uid) => ledger.balanceOf(uid) },
    mailer: overrides.mailer ?? createMailer({ dataDir: config.dataDir, smtpUrl: config.smtpUrl, embedded: config.databaseUrl === undefined }, clock),
    uploads: overrides.uploads ?? createUploadStorage(process.env, config.dataDir, loadBrokerSecret(config.dataDir), clock),
    freeCoins: createFreeCoinsReader(database.db, clock),
    scheduler,
    ice,
    sandboxSettings: loadSandboxSettings(process.env),
    presence,
    cluster,
    spendingLeft,
    giftBag: createGiftBag(database.db, clock),
    calls: new CallService({ db: callsDatabase(database.db), ledger, spendingLeft, publisher: realtime.publisher, clock, scheduler, ice, timerOwner: callTimerOwner(cluster), onError: errorReporter(log, 'calls'), meter: createMediaMeter(fairBillingDb(database.db), ledger, log) }),
  };
}
