/** Session rules: realtime reconnects and device checks, API result routing, maintenance lock, gestures. */
export * from './api-result-route';
export * from './device-check';
export * from './maintenance';
export * from './maintenance-drain';
export * from './realtime-connection-state';
export * from './reconnect';
export * from './status-bar-retry';
export * from './swipe-back';
