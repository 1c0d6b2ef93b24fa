import type { DiscoverCard } from '../../src/application/contracts/discover/discover-card.js';
import { onlineStatusOf } from '../../src/domain/calls/user-state.js';
import { avatarLabelsOf } from '../../src/domain/profile/avatar-labels.js';
import { callPeerOf } from '../calls/call-peer.js';
import { callPricesOf } from '../users/user-card.js';
import { publicVideoShowOf } from '../users/public-album.js';
import type { FeedRow } from './discover-queries.js';

/** What the feed's order does not know about a card's person now: the live presence facts. */
export interface CardPresence {
  /** Connected to the broker (ctx.presence, with its reconnect grace). */
  readonly connected: boolean;
  readonly inCall: boolean;
}

/**
 * A feed card. The order may be up to one refresh old, the dot is not: it comes from the
 * broker's presence and the calls by the one rule every card and type-7 update uses
 * (onlineStatusOf), so Discover, the user page, the chat and the inbox agree. A demo host
 * lives in the server, so it counts as connected. Popularity is the figure the order used;
 * avatar labels as on the user card (domain/profile/avatar-labels).
 */
export function discoverCardOf(row: FeedRow, presence: CardPresence, now: number): DiscoverCard {
  const online_status = onlineStatusOf({ connected: presence.connected || row.is_demo, inCall: presence.inCall, isRest: row.is_rest, hideOnline: row.hide_online });
  const peer = callPeerOf(row, now);
  return {
    ...peer,
    ...callPricesOf(row),
    avatar_labels: avatarLabelsOf({ isLive: row.is_live, isAuth: peer.is_auth === 1, isVip: peer.is_vip === 1, createdAt: row.created_at, hidden: row.hide_profile }, now),
    online_status,
    is_live: row.is_live ? 1 : 0,
    popularity: row.rank_popularity,
    video_show: publicVideoShowOf(row),
  };
}
