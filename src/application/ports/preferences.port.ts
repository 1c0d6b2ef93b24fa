/**
 * Small device preferences that outlive a session (the interface language, and in
 * development whether the pseudo-locale is on).
 * The browser adapter is plain localStorage for now; the encrypted storage adapter
 * (001 §9 "Local storage") can implement the same port and replace it in the
 * composition root. Reads of a missing or unreadable value give null; writes never throw.
 */
export interface PreferencesPort {
  read(key: PreferenceKey): string | null;
  write(key: PreferenceKey, value: string): void;
}

/** Every preference key in one place, so two features never share a key by accident. */
export type PreferenceKey = 'language' | 'pseudoLocale';
