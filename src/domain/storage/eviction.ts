export const STORAGE_EVICTION_TARGET_BYTES = 500 * 1024;

/** What a stored entry holds: only the user-home and private-chat caches may be thrown away. */
export type StorageEntryKind = 'userHome' | 'privateChat' | 'other';

export interface StorageEntry {
  readonly key: string;
  readonly bytes: number;
  readonly kind: StorageEntryKind;
}

export interface StorageEvictionPlan {
  /** Keys to delete, largest first. */
  readonly keys: readonly string[];
  readonly freedBytes: number;
  /** False when every cache entry goes and still less than the target is freed. */
  readonly reachedTarget: boolean;
}

const EVICTABLE: ReadonlySet<StorageEntryKind> = new Set(['userHome', 'privateChat']);

/**
 * When storage is full: delete cached user-home and private-chat entries, largest
 * first, until at least `targetBytes` (about 500 KB) are freed or no cache is left.
 * Ties are broken by key so that the plan is deterministic.
 */
export function planStorageEviction(entries: readonly StorageEntry[], targetBytes: number = STORAGE_EVICTION_TARGET_BYTES): StorageEvictionPlan {
  const candidates = entries
    .filter((entry) => EVICTABLE.has(entry.kind))
    .sort((a, b) => b.bytes - a.bytes || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys: string[] = [];
  let freedBytes = 0;
  for (const entry of candidates) {
    if (freedBytes >= targetBytes) break;
    keys.push(entry.key);
    freedBytes += entry.bytes;
  }
  return { keys, freedBytes, reachedTarget: freedBytes >= targetBytes };
}
