import { asyncScheduler } from 'rxjs';
import { BOOT } from '../boot-services';
import { PAYMENTS } from '../payments/payments.tokens';
import { POPUPS } from '../popups/popups.tokens';
import { PAGE, REALTIME, STORAGE, VISIBLE } from '../ports/port-tokens';
import { CALLBACKS, HTTP } from '../request-layer/request-layer.tokens';
import { APP_SESSION } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { createWalletServices } from './create-wallet-services';
import { WALLET } from './wallet.tokens';

/** Balance, free coins, VIP and the discount offers, following payments' outcomes; the popup arbiter says when an offer may show. */
export const walletModule = featureModule((bind) => {
  bind.singleton(WALLET, (services) => {
    const appSession = services.get(APP_SESSION);
    const page = services.get(PAGE);
    const popups = services.get(POPUPS);
    return createWalletServices({
      http: services.get(HTTP),
      storage: services.get(STORAGE),
      scheduler: asyncScheduler,
      init$: appSession.init$,
      recharge: services.get(BOOT).recharge,
      outcomes$: services.get(PAYMENTS).outcomes$,
      realtimeMessages$: services.get(REALTIME).messages$,
      offerMayShow: () => popups.mayShow('offer'),
      routeChanges$: page.hashChanges$,
      visible$: services.get(VISIBLE),
      refreshProfile: () => appSession.refresh(),
      instructions$: services.get(CALLBACKS).instructions$,
    });
  });
});
