import { distinctUntilChanged, skip } from 'rxjs';
import { REALTIME } from '../ports/port-tokens';
import { SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { createPresenceStore } from './presence-store';
import { PRESENCE } from './presence.tokens';

/** Other users' online dots, one store for every view; forgotten when another user signs in. */
export const presenceModule = featureModule((bind) => {
  bind.singleton(PRESENCE, (services) => {
    const store = createPresenceStore(services.get(REALTIME).messages$);
    // Lives as long as the app: the subscription is the store's own.
    services.get(SESSION_STORE).uid$.pipe(distinctUntilChanged(), skip(1)).subscribe(() => store.clear());
    return store;
  });
});
