import type { AppContext } from '../context.js';

/**
 * What the gift endpoints are built with (gifts-module.ts hands the same object to each):
 * a gift is paid through the ledger and arrives as a chat message, pushed like any other.
 */
export type GiftsDeps = Pick<AppContext, 'db' | 'clock' | 'ledger' | 'realtime' | 'log' | 'presence'>;
