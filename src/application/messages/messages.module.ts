import { filter } from 'rxjs';
import { REALTIME_CONNECTION_STATE } from '../../domain/session';
import { BOOT } from '../boot-services';
import { CLOCK, REALTIME, SESSION_CRYPTO, STORAGE, UPLOAD } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { SESSION_STORE } from '../session/session.tokens';
import { signedInUserFlags } from '../session/signed-in-user-flags';
import { featureModule } from '../wiring/feature-module';
import { clientMsgIds } from './client-msg-id';
import { PRESENCE } from '../presence/presence.tokens';
import { MESSAGING } from './messages.tokens';
import { followSessionMessaging } from './session-messaging';
import { createUserMessagingWithSync } from './user-messaging';

/** Each signed-in user's messaging, with its /msg/sync gap fill on every connect of the channel. */
export const messagesModule = featureModule((bind) => {
  bind.singleton(MESSAGING, (services) => {
    const store = services.get(SESSION_STORE);
    const realtime = services.get(REALTIME);
    const language = services.get(BOOT).language;
    return followSessionMessaging(store.uid$, (uid) =>
      createUserMessagingWithSync(
        {
          http: services.get(HTTP),
          upload: services.get(UPLOAD),
          storage: services.get(STORAGE),
          realtime$: realtime.messages$,
          // Every connect, not only reconnects: the session closes the channel in the background.
          online$: realtime.state$.pipe(filter((state) => state === REALTIME_CONNECTION_STATE.connected)),
          signedIn: true,
          hasRecharged: signedInUserFlags(store).hasRecharged,
          language: () => language.language$.getValue(),
          now: services.get(CLOCK),
          schedule: (task, ms) => {
            const timer = setTimeout(task, ms);
            return () => clearTimeout(timer);
          },
          newClientMsgId: clientMsgIds(services.get(SESSION_CRYPTO)),
          presence: services.get(PRESENCE),
        },
        uid,
      ),
    );
  });
});
