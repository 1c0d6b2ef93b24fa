import { asyncScheduler } from 'rxjs';
import { MESSAGING } from '../messages/messages.tokens';
import { CARD_CHECKOUT, NATIVE_BRIDGE, PAGE, REALTIME, STORAGE } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createPaymentServices } from './create-payment-services';
import { payEventsOfSync } from './pay-events-of-sync';
import { CALLS } from '../calls/calls.tokens';
import { APP_SESSION, LOGIN_PROMPT, ME, SESSION_STORE } from '../session/session.tokens';
import { PAYMENT_RESUME, PAYMENTS } from './payments.tokens';
import { createPaymentResume } from './resume-after-payment';

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
      pollPayEvents: () => services.get(MESSAGING).syncNow(),
    }),
  );
  bind.singleton(PAYMENT_RESUME, (services) => {
    const payments = services.get(PAYMENTS);
    const { calls, match } = services.get(CALLS);
    const session = services.get(APP_SESSION);
    const me = services.get(ME);
    const loginPrompt = services.get(LOGIN_PROMPT);
    const { isTourist$ } = services.get(SESSION_STORE);
    return createPaymentResume({
      checkout$: payments.checkout.view$,
      sessionStatus$: session.status$,
      restorePurchases: payments.restorePurchases,
      refreshProfile: () => void me.refresh(),
      isTourist: () => isTourist$.getValue(),
      openLoginPrompt: () => loginPrompt.open(),
      calls: { accept: () => calls.accept(), dial: (request) => calls.dial(request), startMatch: () => match.start(), lastPeer: () => calls.view$.getValue().peer },
    });
  });
});
