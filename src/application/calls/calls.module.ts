import { asyncScheduler } from 'rxjs';
import { CLOCK, MEDIA, REALTIME, STORAGE, VISIBLE } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { APP_SESSION, SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { PRESENCE } from '../presence/presence.tokens';
import { CALLS } from './calls.tokens';
import { createCallServices } from './create-call-services';

/** Video and voice calls, matching, the call list and the free-call reminder. */
export const callsModule = featureModule((bind) => {
  bind.singleton(CALLS, (services) => {
    const appSession = services.get(APP_SESSION);
    return createCallServices({
      http: services.get(HTTP),
      realtime: services.get(REALTIME),
      media: services.get(MEDIA),
      selfUid: () => services.get(SESSION_STORE).uid$.getValue(),
      // A match call's event carries no ICE servers: the caller uses the init config's.
      iceServers: () => appSession.init$.getValue()?.config.ice_servers ?? [],
      pricedUser: () => appSession.init$.getValue()?.user_info ?? null,
      visible$: services.get(VISIBLE),
      now: services.get(CLOCK),
      scheduler: asyncScheduler,
      storage: services.get(STORAGE),
      presence: services.get(PRESENCE),
      freeCallReminder: {
        init$: appSession.init$,
        utcOffsetMinutes: (at) => -new Date(at).getTimezoneOffset(),
      },
    });
  });
});
