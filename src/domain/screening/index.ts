export { screenOutgoingText } from './screen-outgoing-text';
export { compileScreeningRules } from './compile-screening-rules';
export { normaliseScreeningText } from './normalise-text';
export type { ScreeningMatcher, ScreeningResult, ScreeningRules } from './screening-types';
