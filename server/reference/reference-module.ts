import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { otherLanguageListEndpoint } from './language-list.endpoint.js';
import { otherRegionEndpoint } from './region.endpoint.js';

/** Versioned reference lists: /other/region, /other/language-list. */
export function createReferenceModule(ctx: AppContext): ServerModule {
  return { endpoints: [otherRegionEndpoint(ctx), otherLanguageListEndpoint(ctx)] };
}
