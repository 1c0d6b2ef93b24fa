import type { NativeBridgePort } from '../ports/native-bridge.port';

/**
 * Where a finished sign-in goes (000 §2): inside the native shell the shell opens the page
 * natively (the bridge's navigate action); in a browser the views replace the hash.
 */
export interface AppNavigation {
  readonly isNativeShell: boolean;
  /** Asks the shell to open an app route as a native page. Only meaningful when `isNativeShell`. */
  openInShell(path: string): void;
}

export const BROWSER_NAVIGATION: AppNavigation = { isNativeShell: false, openInShell: () => undefined };

/** The navigation of wherever the app runs: the native shell opens pages itself when there is one. */
export function nativeShellNavigation(bridge: Pick<NativeBridgePort, 'isNativeShell' | 'navigate'>): AppNavigation {
  return { isNativeShell: bridge.isNativeShell, openInShell: (path) => bridge.navigate(path) };
}
