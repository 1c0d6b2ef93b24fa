import { pointSummaryContract, type PointsBySource } from '../../src/application/contracts/point/summary.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { periodStart } from '../../src/domain/index.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { pointsOf } from '../messages/host-points.js';
import type { DiscoverDeps } from './discover-deps.js';
import { pointsSince } from './points-queries.js';

function bySource(points: ReadonlyMap<string, number>): PointsBySource {
  const call = points.get('call') ?? 0;
  const message = points.get('message') ?? 0;
  const gift = points.get('gift') ?? 0;
  return { call, message, gift, total: call + message + gift };
}

/** /point/summary: the points balance and today's and this week's earnings (UTC, like the rankings), by source. */
export const pointSummaryEndpoint = ({ discover, db, clock }: Pick<DiscoverDeps, 'discover' | 'db' | 'clock'>) =>
  defineEndpoint(pointSummaryContract, { auth: 'required' }, async (_payload, caller) => {
    const now = clock.now();
    const balance = await pointsOf(db, caller.uid);
    const today = await pointsSince(discover, caller.uid, periodStart('daily', now));
    const week = await pointsSince(discover, caller.uid, periodStart('weekly', now));
    return { ok: RESULT_SUCCESS, data: { balance, today: bySource(today), week: bySource(week) } };
  });
