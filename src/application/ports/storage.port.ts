/**
 * Local persistence of JSON values (001 §9 "Local storage"): one entry per name, or per
 * name and user. Reads never throw: a missing or unreadable entry is undefined, and the
 * caller validates the value with the entry's schema. A write that does not fit even
 * after the cache eviction is given up and reported as a value.
 */
export interface StoragePort {
  read(name: string, uid?: number): unknown;
  /** Writing `undefined` removes the entry. */
  write(name: string, value: unknown, uid?: number): StorageWriteOutcome;
  remove(name: string, uid?: number): void;
}

export type StorageErrorCode = 'STORAGE.FULL' | 'STORAGE.UNAVAILABLE';
export type StorageWriteOutcome = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: StorageErrorCode } };
