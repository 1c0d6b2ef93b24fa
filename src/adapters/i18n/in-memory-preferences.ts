import type { PreferenceKey, PreferencesPort } from '../../application/ports/preferences.port';

/** PreferencesPort held in a Map: for tests and for a browser without storage. */
export function createInMemoryPreferences(initial: Partial<Record<PreferenceKey, string>> = {}): PreferencesPort {
  const values = new Map<PreferenceKey, string>(Object.entries(initial) as [PreferenceKey, string][]);
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      values.set(key, value);
    },
  };
}
