/** Banner rules: the notice-banner strip and the say-hi throttle. */
export * from './notice-banner';
export * from './say-hi';
