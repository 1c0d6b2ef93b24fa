import type { Cancel, Scheduler } from '../calls/scheduler.js';
import type { PresenceListener, PresenceStore } from './presence-store.js';

/**
 * How long a user whose last connection dropped still counts as connected: a phone
 * switching networks or a page reload reconnects within seconds, and their followers
 * should not see offline-online flicker. Ours: the spec names no presence rule.
 */
export const PRESENCE_GRACE_MS = 15_000;

/**
 * Presence in this process: a count of live connections per user and, for a user whose
 * count fell to zero, a pending "offline" on the scheduler that a reconnect cancels.
 * One node only (the scale-out moves it to Redis behind PresenceStore).
 */
export function createInMemoryPresenceStore(deps: { readonly clock: { now(): number }; readonly scheduler: Scheduler }): PresenceStore {
  const connections = new Map<number, number>();
  const leaving = new Map<number, Cancel>();
  const listeners = new Set<PresenceListener>();
  const emit = (uid: number, connected: boolean) => {
    for (const listener of listeners) listener(uid, connected);
  };
  const counts = (uid: number) => (connections.get(uid) ?? 0) > 0 || leaving.has(uid);

  return {
    connected(uid) {
      const wasConnected = counts(uid);
      leaving.get(uid)?.();
      leaving.delete(uid);
      connections.set(uid, (connections.get(uid) ?? 0) + 1);
      if (!wasConnected) emit(uid, true);
    },
    disconnected(uid) {
      const left = (connections.get(uid) ?? 0) - 1;
      if (left > 0) return void connections.set(uid, left);
      connections.delete(uid);
      if (leaving.has(uid)) return;
      leaving.set(
        uid,
        deps.scheduler.at(deps.clock.now() + PRESENCE_GRACE_MS, () => {
          leaving.delete(uid);
          if (!connections.has(uid)) emit(uid, false);
        }),
      );
    },
    isConnected: (uid) => Promise.resolve(counts(uid)),
    connectedAmong: (uids) => Promise.resolve(new Set(uids.filter(counts))),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
