import type { Observable } from 'rxjs';

/** Where the news that the app is installed came from: the browser (`appinstalled`) or the native shell. */
export type InstallSource = 'web' | 'native';

/** The app being installed on the device (000 §9's add-to-home-screen reward). */
export interface AppInstallPort {
  /** Each time the app is known to be installed; replays what happened before anyone listened. */
  readonly installs$: Observable<InstallSource>;
}
