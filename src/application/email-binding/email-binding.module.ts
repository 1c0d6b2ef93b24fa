import { DEVICE_INFO, SESSION_CRYPTO } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { ME, SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { createEmailBindingServices } from './email-binding-services';
import { EMAIL_BINDING } from './email-binding.tokens';

/** Binding an e-mail to the account (with its reward) and changing it, each step proven by a mailed code. */
export const emailBindingModule = featureModule((bind) => {
  bind.singleton(EMAIL_BINDING, (services) =>
    createEmailBindingServices({ http: services.get(HTTP), store: services.get(SESSION_STORE), me: services.get(ME), crypto: services.get(SESSION_CRYPTO), device: services.get(DEVICE_INFO) }),
  );
});
