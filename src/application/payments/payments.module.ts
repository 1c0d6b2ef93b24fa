import { asyncScheduler } from 'rxjs';
import { MESSAGING } from '../messages/messages.tokens';
import { CARD_CHECKOUT, NATIVE_BRIDGE, PAGE, REALTIME, STORAGE } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { createPaymentServices } from './create-payment-services';
import { payEventsOfSync } from './pay-events-of-sync';
import { PAYMENTS } from './payments.tokens';

/** The checkout (card, wallet, in-app) and its outcomes; a missed type 34 push still arrives through the messaging gap fill. */
export const paymentsModule = featureModule((bind) => {
  bind.singleton(PAYMENTS, (services) =>
    createPaymentServices({
      http: services.get(HTTP),
      library: services.get(CARD_CHECKOUT),
      messages$: services.get(REALTIME).messages$,
      syncedPayEvents$: payEventsOfSync(services.get(MESSAGING).syncAccount$),
      bridge: services.get(NATIVE_BRIDGE),
      storage: services.get(STORAGE),
      uid: () => services.get(SESSION_STORE).uid$.getValue(),
      scheduler: asyncScheduler,
      origin: services.get(PAGE).origin,
    }),
  );
});
