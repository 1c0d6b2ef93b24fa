import { IMAGE_COMPRESSION, UPLOAD } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createDiscoverServices } from './discover-services';
import { PRESENCE } from '../presence/presence.tokens';
import { DISCOVER } from './discover.tokens';

/** Discover, moments, rankings, points and the install reward (issue #14). */
export const discoverModule = featureModule((bind) => {
  bind.singleton(DISCOVER, (services) => createDiscoverServices({ http: services.get(HTTP), upload: services.get(UPLOAD), images: services.get(IMAGE_COMPRESSION), presence: services.get(PRESENCE) }));
});
