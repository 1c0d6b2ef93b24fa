import { SESSION_ENTRY_NAME } from '../composition/session-hint';
import { storageKey } from '../domain/storage';
import { ROUTE_PATHS } from '../application/navigation/route-paths';
import type { PrerenderedScreenKeys } from './prerendered-screen';

/**
 * The keys of the prerendered-screen check. The language key repeats the prefix of
 * src/adapters/i18n/local-storage-preferences.ts (not exported there);
 * first-screen-keys.test.ts keeps the two equal.
 */
export const PRERENDERED_SCREEN_KEYS: PrerenderedScreenKeys = {
  session: storageKey(SESSION_ENTRY_NAME),
  language: 'glint.pref.language',
  loginPath: ROUTE_PATHS.login,
};

/** Set on <html> by index.html's inline check when the prerendered markup must not show; main.tsx removes it once it has rendered from scratch. */
export const FRESH_RENDER_ATTRIBUTE = 'data-fresh-render';
