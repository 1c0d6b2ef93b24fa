import type { MatchEntry } from './plan-matches.js';

/**
 * Who waits for a match: in this process, or in Redis shared by every node
 * (redis-match-queue.ts, REDIS_URL), so a seeker on one node meets a host on another.
 * Changed only under the pairing mutex (MatchService).
 */
export interface MatchQueue {
  add(entry: MatchEntry): Promise<void>;
  get(uid: number): Promise<MatchEntry | undefined>;
  /** Whether `uid` was waiting. */
  remove(uid: number): Promise<boolean>;
  all(): Promise<MatchEntry[]>;
}

export function createInMemoryMatchQueue(): MatchQueue {
  const waiting = new Map<number, MatchEntry>();
  return {
    add: async (entry) => void waiting.set(entry.uid, entry),
    get: async (uid) => waiting.get(uid),
    remove: async (uid) => waiting.delete(uid),
    all: async () => [...waiting.values()],
  };
}
