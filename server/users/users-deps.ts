import type { AppContext } from '../context.js';

/**
 * What the users endpoints are built with (users-module.ts hands the same object to each).
 * Whether a user is in a call, and who shared a match call, the calls module answers
 * (`calls`): users never reads the call tables. Who is connected, presence answers.
 */
export type UsersDeps = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'calls' | 'presence' | 'ledger' | 'log'>;
