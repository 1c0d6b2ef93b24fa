import type { AppContext } from '../context.js';
import type { MomentsDatabase } from './moments-tables.js';

/** What the moment endpoints and operations are built with: posts are paid through the ledger and the review is pushed to the author. */
export interface MomentsDeps extends Pick<AppContext, 'db' | 'clock' | 'ledger' | 'uploads' | 'realtime'> {
  readonly moments: MomentsDatabase;
}
