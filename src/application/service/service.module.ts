import { BOOT } from '../boot-services';
import { clientMsgIds } from '../messages/client-msg-id';
import { REALTIME, SESSION_CRYPTO } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createServiceChat } from './service-chat';
import { SERVICE } from './service.tokens';

/** Customer service (issue #16): the assistant chat, in the app's language, with live replies from the support team. */
export const serviceModule = featureModule((bind) => {
  bind.singleton(SERVICE, (services) => {
    const language = services.get(BOOT).language;
    const realtime = services.get(REALTIME);
    const newClientMsgId = clientMsgIds(services.get(SESSION_CRYPTO));
    return {
      createChat: () =>
        createServiceChat({
          http: services.get(HTTP),
          language: () => language.language$.getValue(),
          messages$: realtime.messages$,
          reconnected$: realtime.reconnected$,
          newClientMsgId,
        }),
    };
  });
});
