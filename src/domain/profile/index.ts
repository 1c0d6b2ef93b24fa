/** Profile rules: age, avatar labels, the hidden-profile number, free coins, countdowns, intimacy and online-status names. */
export * from './age';
export * from './album';
export * from './avatar-labels';
export * from './countdown-format';
export * from './free-coins';
export * from './hidden-profile';
export * from './intimacy';
export * from './online-status';
export * from './level';
export * from './privacy';
export * from './profile-fields';
