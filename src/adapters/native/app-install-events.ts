import { ReplaySubject } from 'rxjs';
import type { AppInstallPort } from '../../application/ports/app-install.port';

/**
 * The browser's word that the app is installed: `appinstalled` on the window (the user
 * added the web app to the home screen), listened for from the page's first moment and
 * replayed, since it fires once and may come before the signed-in part of the app loads.
 * In the native shell the app is installed by definition: it says so at once.
 */
export function appInstallEvents(target: Pick<Window, 'addEventListener'>, isNativeShell: boolean): AppInstallPort {
  const installs$ = new ReplaySubject<'web' | 'native'>(1);
  if (isNativeShell) installs$.next('native');
  target.addEventListener('appinstalled', () => installs$.next('web'));
  return { installs$: installs$.asObservable() };
}
