import type { CallDefinition } from '../api/call-registry.js';
import { otherLanguageListCall } from './language-list.call.js';
import { otherRegionCall } from './region.call.js';

/** Versioned reference lists: /other/region, /other/language-list. */
export const referenceCalls: readonly CallDefinition[] = [otherRegionCall, otherLanguageListCall];
