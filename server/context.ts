import type { SpendingAllowance } from './spending/spending-allowance.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Coins } from '../src/domain/money/coins.js';
import type { MaintenanceService } from './admin/maintenance-types.js';
import type { SessionStore } from './api/session-store.js';
import type { ServerConfig } from './config.js';
import type { DatabaseTarget, OpenDatabase } from './db/open-database.js';
import type { Database } from './db/schema.js';
import type { Ledger } from './ledger/ledger-types.js';
import type { OidcClient } from './accounts/oidc/oidc-client.js';
import type { OidcSettings } from './accounts/oidc/oidc-settings.js';
import type { Mailer } from './mail/mailer.js';
import type { EmbeddedRealtime } from './realtime/realtime-services.js';
import type { FreeCoinsReader } from './init/free-coins-reader.js';
import type { UploadStorage } from './uploads/upload-storage.js';
import type { Scheduler } from './calls/scheduler.js';
import type { CallsService } from './calls/calls-service.js';
import type { IceServers } from './ice/ice-servers.js';
import type { SandboxSettings } from './payments/sandbox-provider/sandbox-settings.js';
import type { LogStream } from './logging/logger-options.js';
import type { PresenceStore } from './presence/presence-store.js';
import type { Cluster } from './scale/cluster.js';
import type { GiftBag } from './gifts/gift-bag.js';

/** Server time, injectable so tests (billing, token expiry, replay windows) control it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * What every server module gets (server/server-module.ts): settings, the clock and the
 * services more than one module needs, built by server/app-context.ts before any module.
 * A service used by one module only stays in that module's folder.
 */
export interface AppContext {
  readonly config: ServerConfig;
  readonly clock: Clock;
  /** The app's logger, for work that runs outside a request (pushes, timers, background jobs). */
  readonly log: FastifyBaseLogger;
  /** The MQTT channel: publish to users and rooms, issue broker passwords, room membership (`attach` is the realtime module's). */
  readonly realtime: EmbeddedRealtime;
  /** The database (PGlite or PostgreSQL), migrated; closed when the app closes. */
  readonly db: Kysely<Database>;
  /** The double-entry coin ledger: every coin change goes through it. */
  readonly ledger: Ledger;
  /** Maintenance windows set by the operator; the request layer consults `current()` on every request. */
  readonly maintenance: MaintenanceService;
  /** Bearer token → session (uid, wire key, expiry); the request layer authenticates with it. */
  readonly sessions: SessionStore;
  /** Third-party sign-in (OpenID Connect); null when OIDC_ISSUER is not set. */
  readonly oidc: OidcClient | null;
  /** Coin balances as /profile/balance reads them (the ledger, unless a test overrides it). */
  readonly balances: BalanceReader;
  /** Outgoing mail: SMTP when SMTP_URL is set, files under DATA_DIR/outbox otherwise (and also, in the embedded mode). */
  readonly mailer: Mailer;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket when S3_* is set. */
  readonly uploads: UploadStorage;
  /** Free coins claimable now (init and /msg/sync); the free-coins feature provides it. */
  readonly freeCoins: FreeCoinsReader;
  /** Runs work at clock times (call billing and timeouts); a manual one in tests. */
  readonly scheduler: Scheduler;
  /** STUN/TURN servers for WebRTC, with per-user TURN credentials (/profile/init should include them). */
  readonly ice: IceServers;
  /**
   * The sandbox card provider's settings, loaded once: payments mounts the sandbox and VIP
   * charges saved cards through it, and without SANDBOX_PAY_SECRET the secrets are random,
   * so two loads would not trust each other.
   */
  readonly sandboxSettings: SandboxSettings;
  /**
   * Who is connected to the broker (server/presence): the online dot of every card and the
   * type-7 online/offline updates read it. In-process now; Redis implements the same port.
   */
  readonly presence: PresenceStore;
  /** What this node shares with the other nodes (REDIS_URL): leases for one-owner jobs, the replay guard; in-process when unset. */
  readonly cluster: Cluster;
  /** Video and voice calls (server/calls): other modules start match calls and ask who is in a call here, never in the calls tables. */
  /** Coins a user may still spend under their own limits (spending care, issue #19); advisory, the ledger enforces. */
  readonly spendingLeft: SpendingAllowance;
  readonly calls: CallsService;
  /** Gift bags (server/gifts): packages, rewards and operator events put gifts in, never into the gifts tables. */
  readonly giftBag: GiftBag;
}

export interface BalanceReader {
  get(uid: number): Promise<Coins>;
}

/** What a test (or another root) may replace when it builds the app. */
export interface AppOverrides {
  readonly clock?: Clock;
  /** Another database than the settings name: a target (`{ kind: 'pglite', dataDir: null }` is memory) or one the test opened and closes. */
  readonly database?: DatabaseTarget | OpenDatabase;
  readonly sessions?: SessionStore;
  readonly balances?: BalanceReader;
  readonly mailer?: Mailer;
  /** Third-party sign-in settings instead of the OIDC_* environment (null turns it off). */
  readonly oidc?: OidcSettings | null;
  readonly uploads?: UploadStorage;
  /** A scheduler to drive by hand (server/calls/manual-time.ts), usually with the same object as `clock`. */
  readonly scheduler?: Scheduler;
  /** Where the JSON log lines go instead of stdout (a test reads them). */
  readonly logStream?: LogStream;
}
