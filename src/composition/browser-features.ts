import { FEATURE_MODULES } from '../application/feature-modules';
import { FIRST_SCREEN_MODULES } from '../application/first-screen-modules';
import type { AppContainer } from '../application/wiring/feature-module';
import { browserFeatureAdapters } from './browser-feature-adapters';

/**
 * The second piece of the app core (src/main.tsx imports this module dynamically once the
 * first screen's piece, browser-core.ts, has started): loads into the same container every
 * feature FEATURE_MODULES lists beyond the first screen's, with the browser's adapters for
 * them. The views get the core only then, whole.
 */
export function completeCore(container: AppContainer): AppContainer {
  container.load(...FEATURE_MODULES.filter((module) => !FIRST_SCREEN_MODULES.includes(module)), browserFeatureAdapters());
  return container;
}
