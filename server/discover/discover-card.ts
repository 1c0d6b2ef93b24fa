import { OFFLINE_STATUS, type DiscoverCard } from '../../src/application/contracts/discover/discover-card.js';
import { ONLINE_STATUS } from '../../src/domain/constants.js';
import { isOnlineForFeed } from '../../src/domain/index.js';
import { callPeerOf } from '../calls/call-peer.js';
import { callPricesOf } from '../users/user-card.js';
import type { FeedRow } from './discover-queries.js';

/**
 * A feed card. The dot is read live from the user row (the order may be up to one refresh
 * old, the dot is not): resting shows rest, a hidden online state or someone not seen
 * lately no dot. Popularity is the figure the order used.
 */
export function discoverCardOf(row: FeedRow, now: number): DiscoverCard {
  const online = isOnlineForFeed({ lastSeenAt: row.last_seen_at, isRest: row.is_rest, hideOnline: row.hide_online }, now);
  const online_status = row.hide_online ? OFFLINE_STATUS : row.is_rest ? ONLINE_STATUS.rest : online ? ONLINE_STATUS.online : OFFLINE_STATUS;
  return {
    ...callPeerOf(row, now),
    ...callPricesOf(row),
    online_status,
    is_live: row.is_live ? 1 : 0,
    popularity: row.rank_popularity,
  };
}
