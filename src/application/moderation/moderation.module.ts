import { IMAGE_COMPRESSION, STORAGE, UPLOAD } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { APP_SESSION } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { createModerationServices } from './moderation-services';
import { MODERATION } from './moderation.tokens';

/** Blocking and reporting users: the report reasons (cached by init's version), evidence uploads, the report. */
export const moderationModule = featureModule((bind) => {
  bind.singleton(MODERATION, (services) => {
    const init$ = services.get(APP_SESSION).init$;
    return createModerationServices({
      http: services.get(HTTP),
      upload: services.get(UPLOAD),
      images: services.get(IMAGE_COMPRESSION),
      storage: services.get(STORAGE),
      announcedReasonsVersion: () => init$.getValue()?.config.config_version.report ?? null,
    });
  });
});
