import type { AppContext } from '../context.js';
import type { DiscoverDatabase } from './discover-tables.js';

/** What the discover, rankings and points endpoints are built with. */
export interface DiscoverDeps extends Pick<AppContext, 'clock' | 'db' | 'presence' | 'calls'> {
  readonly discover: DiscoverDatabase;
}
