import { LIVE_MEDIA, REALTIME, SESSION_CRYPTO } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { clientMsgIds } from '../messages/client-msg-id';
import { createLiveServices } from './create-live-services';
import { LIVE } from './live.tokens';

/** Live rooms: the list on Discover, a room for its host or a viewer, the live banners. */
export const liveModule = featureModule((bind) => {
  bind.singleton(LIVE, (services) => {
    const crypto = services.get(SESSION_CRYPTO);
    return createLiveServices({
      http: services.get(HTTP),
      realtime: services.get(REALTIME),
      media: services.get(LIVE_MEDIA),
      selfUid: () => services.get(SESSION_STORE).uid$.getValue(),
      newId: clientMsgIds(crypto),
    });
  });
});
