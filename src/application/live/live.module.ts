import { BOOT } from '../boot-services';
import { createGiftSheetFor } from '../gifts/gift-sheet';
import { CLOCK, LIVE_MEDIA, REALTIME, SESSION_CRYPTO, STORAGE } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { APP_SESSION, SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { clientMsgIds } from '../messages/client-msg-id';
import { createLiveServices } from './create-live-services';
import { POPUPS } from '../popups/popups.tokens';
import { createLiveBanner } from './live-banner';
import { LIVE, LIVE_BANNER } from './live.tokens';

/** Live rooms: the list on Discover, a room for its host or a viewer, the live banners. */
export const liveModule = featureModule((bind) => {
  bind.singleton(LIVE, (services) => {
    const crypto = services.get(SESSION_CRYPTO);
    const http = services.get(HTTP);
    const boot = services.get(BOOT);
    const init$ = services.get(APP_SESSION).init$;
    return createLiveServices({
      http,
      realtime: services.get(REALTIME),
      media: services.get(LIVE_MEDIA),
      selfUid: () => services.get(SESSION_STORE).uid$.getValue(),
      newId: clientMsgIds(crypto),
      giftSheet: (deliver) =>
        createGiftSheetFor(
          {
            http, storage: services.get(STORAGE), recharge: boot.recharge, newClientMsgId: clientMsgIds(crypto),
            announcedVersion: () => init$.getValue()?.config.config_version.gift ?? null,
          },
          deliver,
        ),
    });
  });
  bind.singleton(LIVE_BANNER, (services) => {
    const live = services.get(LIVE);
    const popups = services.get(POPUPS);
    return createLiveBanner({
      banners$: live.banners$,
      now: services.get(CLOCK),
      schedule: (task, ms) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      },
      mayShow: () => popups.mayShow('banner'),
      claim: (up) => popups.claim('liveBanner', 'banner', up),
      watching: () => live.watching(),
    });
  });
});
