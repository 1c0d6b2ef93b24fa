/**
 * The domain core: every rule of the specification that can be decided without I/O.
 * Pure functions over readonly data; time and randomness are arguments.
 */
export * from './constants';
export * from './money';
export * from './calls';
export * from './offers';
export * from './payments';
export * from './profile';
export * from './screening';
export * from './messages';
export * from './media';
export * from './wire';
export * from './validation';
export * from './session';
export * from './banners';
export * from './storage';
export * from './discover';
export * from './moments';
export * from './games';
export * from './service';
