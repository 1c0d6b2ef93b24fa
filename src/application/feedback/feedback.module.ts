import { IMAGE_COMPRESSION, UPLOAD } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createFeedbackServices } from './feedback-services';
import { FEEDBACK } from './feedback.tokens';

/** The feedback form: screenshots uploaded as picked, the form checked before it is sent. */
export const feedbackModule = featureModule((bind) => {
  bind.singleton(FEEDBACK, (services) => createFeedbackServices({ http: services.get(HTTP), upload: services.get(UPLOAD), images: services.get(IMAGE_COMPRESSION) }));
});
