import type { Clock } from '../context.js';
import type { Ledger } from '../ledger/ledger-types.js';
import type { SpendingDatabase } from './spending-tables.js';

/** What the spending endpoints share. */
export interface SpendingDeps {
  readonly db: SpendingDatabase;
  readonly ledger: Ledger;
  readonly clock: Clock;
}
