/** Banner rules: the notice-banner strip, the congratulation banner, duplicate events, say-hi throttle. */
export * from './congrats-banner';
export * from './duplicate-event';
export * from './notice-banner';
export * from './say-hi';
