import type { Coins } from '../src/domain/money/coins.js';
import type { SessionStore } from './api/session-store.js';
import type { ServerConfig } from './config.js';
import type { RealtimeServices } from './realtime/realtime-services.js';

/** Server time, injectable so tests (billing, token expiry, replay windows) control it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * What every server module gets: settings, the clock and the shared services.
 * Modules add their services here as they land (database, ledger, broker, sessions…).
 */
export interface AppContext {
  readonly config: ServerConfig;
  readonly clock: Clock;
  /** The MQTT channel: publish to users and rooms, issue broker passwords, room membership. */
  readonly realtime: RealtimeServices;
  /** Bearer token → session (uid, wire key, expiry); the request layer authenticates with it. */
  readonly sessions: SessionStore;
  /** Coin balances as /profile/balance reads them (in memory until the ledger provides its reader). */
  readonly balances: BalanceReader;
}

export interface BalanceReader {
  get(uid: number): Promise<Coins>;
}

/** What a test (or another root) may replace when it builds the app. */
export interface AppOverrides {
  readonly clock?: Clock;
  readonly sessions?: SessionStore;
  readonly balances?: BalanceReader;
}
