import { storageKey } from '../domain/storage';

/**
 * SESSION_STORAGE_NAME of src/application/session/persisted-session.ts, repeated here
 * because that module loads zod, which must stay out of the first chunk
 * (session-hint.test.ts keeps the two equal).
 */
export const SESSION_ENTRY_NAME = 'session';

/**
 * Whether a stored session may exist, without decrypting anything: the first paint uses
 * it to show the sign-in page at once to someone who is surely signed out, while the core
 * (which reads the session properly) is still loading.
 */
export function mayHaveStoredSession(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(storageKey(SESSION_ENTRY_NAME)) != null;
  } catch {
    // Storage switched off: nothing can have been stored.
    return false;
  }
}
