import type { PreferencesPort } from '../../application/ports/preferences.port';
import { createInMemoryPreferences } from './in-memory-preferences';

const KEY_PREFIX = 'glint.pref.';

/**
 * PreferencesPort on window.localStorage. Private modes and full storage throw on access;
 * the preference then lives for this page only instead of breaking the app.
 */
export function createLocalStoragePreferences(storage: Storage | undefined = globalThis.localStorage): PreferencesPort {
  const memory = createInMemoryPreferences();
  return {
    read(key) {
      try {
        return storage?.getItem(KEY_PREFIX + key) ?? memory.read(key);
      } catch {
        return memory.read(key);
      }
    },
    write(key, value) {
      memory.write(key, value);
      try {
        storage?.setItem(KEY_PREFIX + key, value);
      } catch {
        // Quota or privacy mode: the in-memory copy above keeps the choice for this visit.
      }
    },
  };
}
