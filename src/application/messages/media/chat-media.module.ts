import { BOOT } from '../../boot-services';
import { CLOCK, IMAGE_COMPRESSION, PAGE, SESSION_CRYPTO, STORAGE, VOICE_RECORDER } from '../../ports/port-tokens';
import { HTTP } from '../../request-layer/request-layer.tokens';
import { APP_SESSION, SESSION_STORE } from '../../session/session.tokens';
import { signedInUserFlags } from '../../session/signed-in-user-flags';
import { featureModule } from '../../wiring/feature-module';
import { clientMsgIds } from '../client-msg-id';
import { CHAT_MEDIA } from '../messages.tokens';
import { createChatMediaServices } from './chat-media-services';

/** The composer's pictures, videos, voice and stickers, and the gift sheet. */
export const chatMediaModule = featureModule((bind) => {
  bind.singleton(CHAT_MEDIA, (services) => {
    const boot = services.get(BOOT);
    const init$ = services.get(APP_SESSION).init$;
    const { isResting, restTurnedOff } = signedInUserFlags(services.get(SESSION_STORE));
    return createChatMediaServices({
      http: services.get(HTTP),
      storage: services.get(STORAGE),
      images: services.get(IMAGE_COMPRESSION),
      recorder: services.get(VOICE_RECORDER),
      recharge: boot.recharge,
      confirm: boot.confirm,
      now: services.get(CLOCK),
      announcedVersion: () => init$.getValue()?.config.config_version.gift ?? null,
      mediaOrigins: () => ({ page: services.get(PAGE).origin, storage: init$.getValue()?.config.media_origin ?? '' }),
      newClientMsgId: clientMsgIds(services.get(SESSION_CRYPTO)),
      isResting,
      restTurnedOff,
    });
  });
});
