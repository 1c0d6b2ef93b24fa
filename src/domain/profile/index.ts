/** Profile rules: age, privacy display, labels, follow relation, free coins, countdowns. */
export * from './age';
export * from './avatar-label';
export * from './countdown-format';
export * from './follow';
export * from './free-coins';
export * from './hidden-profile';
export * from './intimacy';
export * from './online-status';
