import { discoverListContract } from '../../src/application/contracts/discover/list.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { CallsService } from '../calls/calls-service.js';
import { refuse } from '../api/refuse.js';
import { AREA_COUNTRIES } from '../reference/areas.js';
import { discoverCardOf } from './discover-card.js';
import type { DiscoverDeps } from './discover-deps.js';
import { epochBounds, feedPage } from './discover-queries.js';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.js';
import { DISCOVER_FEED_MAX_AGE_MS } from './rank-refresher.js';

/**
 * /discover/list: a page of the feed. The first page pins the newest epoch; the next
 * pages read that epoch's order. A cursor older than the feed's lifetime (its epoch
 * dropped) continues in today's order from the same key.
 */
export const discoverListEndpoint = ({ discover, clock, presence, calls }: Pick<DiscoverDeps, 'discover' | 'clock' | 'presence'> & { readonly calls: Pick<CallsService, 'inCallAmong'> }) =>
  defineEndpoint(discoverListContract, { auth: 'required' }, async (payload, caller) => {
    const now = clock.now();
    const cursor = payload.cursor === undefined ? null : decodeFeedCursor(payload.cursor);
    if (payload.cursor !== undefined && cursor === null) return refuse(RESULT_ERROR, 'This page of Discover is out of date; pull to refresh');
    if (payload.area !== undefined && AREA_COUNTRIES[payload.area] === undefined) return refuse(RESULT_ERROR, 'Unknown region');
    const bounds = await epochBounds(discover);
    const pinned = cursor !== null && cursor.epoch >= bounds.oldest && now - cursor.startedAt <= DISCOVER_FEED_MAX_AGE_MS;
    const epoch = pinned ? cursor.epoch : bounds.newest;
    const startedAt = pinned ? cursor.startedAt : now;
    const { cursor: _cursor, limit, ...filter } = payload;
    const rows = await feedPage(discover, {
      viewer: caller.uid, epoch, after: cursor?.after ?? null, filter, limit: limit + 1, now,
      areaCountries: payload.area === undefined ? null : (AREA_COUNTRIES[payload.area] ?? '').split(' '),
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const more = rows.length > limit && last !== undefined;
    const uids = page.map((row) => row.uid);
    const [connected, inCall] = await Promise.all([presence.connectedAmong(uids), calls.inCallAmong(uids)]);
    return {
      ok: RESULT_SUCCESS,
      data: {
        list: page.map((row) => discoverCardOf(row, { connected: connected.has(row.uid), inCall: inCall.has(row.uid) }, now)),
        cursor: more ? encodeFeedCursor({ epoch, startedAt, after: { online: last.rank_online === 1 ? 1 : 0, popularity: last.rank_popularity, activeAt: last.rank_active_at, uid: last.uid } }) : null,
      },
    };
  });
