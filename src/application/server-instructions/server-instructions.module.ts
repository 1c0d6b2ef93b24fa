import { BOOT } from '../boot-services';
import { asyncScheduler, firstValueFrom, map, timer } from 'rxjs';
import { NATIVE_BRIDGE, PAGE, REALTIME, STORAGE, VISIBLE } from '../ports/port-tokens';
import { CALLBACKS, HTTP } from '../request-layer/request-layer.tokens';
import { APP_SESSION } from '../session/session.tokens';
import { WALLET } from '../wallet/wallet.tokens';
import { featureModule } from '../wiring/feature-module';
import { createServerInstructions } from './create-server-instructions';
import { reportConversion } from './report-conversion';
import { reportNativeIds } from './report-native-ids';
import { trackPageViews } from './track-page-views';
import { SERVER_INSTRUCTIONS } from './server-instructions.tokens';

/** The server's instructions outside any one feature (callbacks open/close/event, realtime types 6, 18 and 26), and the native ids it is told. */
export const serverInstructionsModule = featureModule((bind) => {
  bind.singleton(SERVER_INSTRUCTIONS, (services) => {
    const http = services.get(HTTP);
    const bridge = services.get(NATIVE_BRIDGE);
    return createServerInstructions({
      callbacks: services.get(CALLBACKS),
      messages$: services.get(REALTIME).messages$,
      toast: (message) => services.get(BOOT).toast.show(message),
      refreshProfile: () => void services.get(APP_SESSION).refresh(),
      // Asked for only when the event comes: the wallet is not built for a user who never opens it otherwise.
      refreshBalance: () => void services.get(WALLET).balance.refresh(),
      reportConversion: (conversion) => void reportConversion({ http, bridge }, conversion),
      sessionStatus$: services.get(APP_SESSION).status$,
      reportNativeIds: () =>
        reportNativeIds({ http, bridge, storage: services.get(STORAGE), wait: (ms) => firstValueFrom(timer(ms, asyncScheduler)).then(() => undefined) }),
      trackPageViews: () => {
        const page = services.get(PAGE);
        const session = services.get(APP_SESSION);
        return trackPageViews({
          http,
          // The route without its query, which may name users or orders.
          routes$: page.hashChanges$.pipe(map(() => page.hash().replace(/^#/, '').split('?')[0] ?? '')),
          visible$: services.get(VISIBLE),
          signedIn: () => session.status$.getValue() === 'signed-in',
          scheduler: asyncScheduler,
        });
      },
    });
  });
});
