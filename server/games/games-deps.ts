import type { AppContext } from '../context.js';

/** What the games endpoints are built with (games-module.ts hands the same object to each). */
export type GamesDeps = Pick<AppContext, 'db' | 'clock' | 'ledger' | 'realtime' | 'log'>;
