/** Game rules: link ownership, recharge context, frame message retries, frame size, rounds. */
export * from './game-area';
export * from './game-link';
export * from './message-retry';
export * from './recharge-context';
export * from './game-round';
