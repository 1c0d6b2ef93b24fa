import type { StorageEntryKind } from './eviction';
import { parseStorageKey } from './storage-key';

/** Base names of the two evictable caches; one entry per viewed user or chat is `<base>.<id>`. */
export const STORAGE_NAME_USER_HOME = 'user-home';
export const STORAGE_NAME_PRIVATE_CHAT = 'private-chat';

const isFamily = (name: string, base: string): boolean => name === base || name.startsWith(`${base}.`);

/** Classifies a stored key for eviction; anything not recognised as a cache is kept. */
export function storageEntryKind(key: string): StorageEntryKind {
  const name = parseStorageKey(key)?.name;
  if (name === undefined) return 'other';
  if (isFamily(name, STORAGE_NAME_USER_HOME)) return 'userHome';
  if (isFamily(name, STORAGE_NAME_PRIVATE_CHAT)) return 'privateChat';
  return 'other';
}
