/** A user's connection changed for good: they came online, or they stayed away past the grace period. */
export type PresenceListener = (uid: number, connected: boolean) => void;

/**
 * Who is connected to the broker (DESIGN.md "Scale": presence moves to Redis when
 * REDIS_URL is set). The realtime broker reports each MQTT connection and disconnection;
 * everyone who shows an online dot asks here. A user with several connections (two tabs)
 * is connected while any lives. The in-process store is in-memory-presence-store.ts; a
 * Redis adapter implements the same interface for several nodes.
 */
export interface PresenceStore {
  /** An MQTT connection of `uid` was accepted. */
  connected(uid: number): void;
  /** An MQTT connection of `uid` closed; offline only once the grace period passes without another. */
  disconnected(uid: number): void;
  /** Whether `uid` counts as connected now (a dropped connection still counts within the grace period). */
  isConnected(uid: number): Promise<boolean>;
  /** The uids among `uids` that count as connected now. */
  connectedAmong(uids: readonly number[]): Promise<ReadonlySet<number>>;
  /** Calls `listener` when a user comes online or goes offline for good; returns the unsubscribe. */
  onChange(listener: PresenceListener): () => void;
}
