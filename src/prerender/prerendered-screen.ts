/** What the inline check reads; `window` in the browser. */
export interface FirstVisitWindow {
  readonly location: { readonly hash: string };
  readonly localStorage: Pick<Storage, 'getItem'>;
  readonly navigator: { readonly languages: readonly string[] };
}

/** The storage keys and the path the check compares with (values from src/, passed in so the function stays self-contained). */
export interface PrerenderedScreenKeys {
  /** storageKey(SESSION_ENTRY_NAME): a stored session (session-hint.ts). */
  readonly session: string;
  /** The language preference as createLocalStoragePreferences stores it. */
  readonly language: string;
  /** The sign-in page's hash path. */
  readonly loginPath: string;
}

/**
 * Whether this visit's first screen is the one prerendered into index.html: the sign-in
 * page, in English, for someone without a stored session, on the entry or sign-in route.
 * Conservative: when unsure (storage switched off, a first device language that is not
 * English) it says no, and the app renders from scratch as before.
 *
 * It is also inlined into index.html by its source text (scripts/prerender.mjs), to hide
 * the prerendered markup before the first paint when it says no — so it uses no imports
 * and no outer names, and stays small.
 */
export function showsPrerenderedScreen(w: FirstVisitWindow, keys: PrerenderedScreenKeys): boolean {
  try {
    const hash = w.location.hash;
    if (hash !== '' && hash !== '#' && hash !== '#/' && hash !== `#${keys.loginPath}`) return false;
    if (w.localStorage.getItem(keys.session) !== null) return false;
    const chosen = w.localStorage.getItem(keys.language);
    if (chosen !== null) return chosen === 'en';
    const first = w.navigator.languages[0];
    return first === undefined || /^en(?:[-_]|$)/i.test(first.trim());
  } catch {
    return false;
  }
}
