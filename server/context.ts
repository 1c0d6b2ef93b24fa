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
}

/** What a test (or another root) may replace when it builds the app. */
export interface AppOverrides {
  readonly clock?: Clock;
}
