/** Every key the app writes starts with this, so the app's entries never mix with others'. */
export const STORAGE_KEY_PREFIX = 'glint:';

/** Names are code constants: lower-case words joined by `-` or `.`, never the `:` separator. */
const NAME_PATTERN = /^[a-z][a-z0-9._-]*$/;
const UID_PATTERN = /^\d+$/;

export interface StorageKeyParts {
  readonly name: string;
  /** The user the value belongs to, for per-user entries (match tabs, caches). */
  readonly uid: number | null;
}

/** The storage key for `name`, suffixed with the user id when the value is per user. */
export function storageKey(name: string, uid?: number): string {
  // A bad name or uid is a programming error, not user input.
  if (!NAME_PATTERN.test(name)) throw new Error(`Invalid storage key name: ${name}`);
  if (uid === undefined) return `${STORAGE_KEY_PREFIX}${name}`;
  if (!Number.isSafeInteger(uid) || uid < 0) throw new Error(`Invalid storage key uid: ${uid}`);
  return `${STORAGE_KEY_PREFIX}${name}:${uid}`;
}

/** Reads a key back into name and uid; null for a key the app did not write. */
export function parseStorageKey(key: string): StorageKeyParts | null {
  if (!key.startsWith(STORAGE_KEY_PREFIX)) return null;
  const [name, uid, ...extra] = key.slice(STORAGE_KEY_PREFIX.length).split(':');
  if (name === undefined || !NAME_PATTERN.test(name) || extra.length > 0) return null;
  if (uid === undefined) return { name, uid: null };
  const parsed = Number(uid);
  return UID_PATTERN.test(uid) && Number.isSafeInteger(parsed) ? { name, uid: parsed } : null;
}
