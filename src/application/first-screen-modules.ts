import { lifecycleModule } from './lifecycle/lifecycle.module';
import { requestLayerModule } from './request-layer/request-layer.module';
import { sessionModule } from './session/session.module';
import type { FeatureModule } from './wiring/feature-module';

/**
 * The features the first screen needs, first in FEATURE_MODULES: the request layer, the
 * lifecycle (maintenance, broker credentials) and the session with its sign-in. The browser
 * starts these alone, so the sign-in page is ready sooner, and loads the rest after
 * (src/main.tsx). They bind nothing another feature must have at start.
 */
export const FIRST_SCREEN_MODULES: readonly FeatureModule[] = [requestLayerModule, lifecycleModule, sessionModule];
