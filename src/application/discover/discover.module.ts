import { APP_INSTALL, IMAGE_COMPRESSION, STORAGE, UPLOAD } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createDiscoverServices } from './discover-services';
import { PRESENCE } from '../presence/presence.tokens';
import { APP_SESSION } from '../session/session.tokens';
import { WALLET } from '../wallet/wallet.tokens';
import { DISCOVER, INSTALL_REWARD } from './discover.tokens';
import { watchInstallReward } from './install-reward';

/** Discover, moments, rankings, points and the install reward (issue #14). */
export const discoverModule = featureModule((bind) => {
  bind.singleton(DISCOVER, (services) => createDiscoverServices({ http: services.get(HTTP), upload: services.get(UPLOAD), images: services.get(IMAGE_COMPRESSION), presence: services.get(PRESENCE) }));
  bind.singleton(INSTALL_REWARD, (services) => {
    const session = services.get(APP_SESSION);
    return watchInstallReward({
      installs$: services.get(APP_INSTALL).installs$,
      sessionStatus$: session.status$,
      signedIn: () => session.status$.getValue() === 'signed-in',
      storage: services.get(STORAGE),
      claim: (source) => services.get(DISCOVER).claimHomeScreenReward(source),
      setBalance: (balance) => services.get(WALLET).balance.set(balance),
    });
  });
});
