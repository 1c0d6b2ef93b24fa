/** Banner rules: the notice-banner strip, the congratulation banner and the say-hi throttle. */
export * from './notice-banner';
export * from './say-hi';
export * from './congrats-banner';
