/** Calls: wire codes, end notices, history rows, the client call reducer, the server call session. */
export * from './call-codes';
export * from './call-end-text';
export * from './call-history';
export * from './call-state';
export * from './call-reducer';
export * from './call-session';
export * from './user-state';
export * from './media-outages';
export * from './fair-minutes';
export * from './call-receipt';
