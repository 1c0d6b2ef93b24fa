import { rankingListContract } from '../../src/application/contracts/ranking/list.contract.js';
import { MS_PER_DAY, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { DAYS_PER_WEEK, RANKING_COUNT_CAP, RANKING_PERIOD_KIND, RANKING_TOP, periodStart, type RankingPeriod } from '../../src/domain/index.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { callPeerOf } from '../calls/call-peer.js';
import type { DiscoverDeps } from './discover-deps.js';
import { rollUpLedger } from './ledger-rollup.js';
import { boardCoinsOf, boardTop, findRankedUser, placesAhead } from './ranking-queries.js';

const PERIOD_LENGTH_MS: Readonly<Record<RankingPeriod, number>> = { daily: MS_PER_DAY, weekly: DAYS_PER_WEEK * MS_PER_DAY };

/**
 * /ranking/list: the top of a board for the current UTC period and the viewer's place.
 * The ledger is read up to now first (a few transfers at most since the last refresh), so
 * a gift shows on the boards at once.
 */
export const rankingListEndpoint = ({ discover, clock }: Pick<DiscoverDeps, 'discover' | 'clock'>) =>
  defineEndpoint(rankingListContract, { auth: 'required' }, async (payload, caller) => {
    const now = clock.now();
    await rollUpLedger(discover);
    const start = periodStart(payload.period, now);
    const board = { periodKind: RANKING_PERIOD_KIND[payload.period], periodStart: start, board: payload.board };
    const viewer = await findRankedUser(discover, caller.uid);
    if (viewer === undefined) return refuse(RESULT_ERROR, 'Unknown user');
    const top = await boardTop(discover, board, RANKING_TOP);
    const coins = await boardCoinsOf(discover, board, caller.uid);
    const onBoard = coins > 0 && (payload.board === 'guys' || viewer.is_host);
    const ahead = onBoard ? await placesAhead(discover, board, coins, caller.uid) : 0;
    return {
      ok: RESULT_SUCCESS,
      data: {
        list: top.map((row, index) => ({ rank: index + 1, coins: row.coins, user_info: callPeerOf(row, now) })),
        mine: { rank: onBoard && ahead < RANKING_COUNT_CAP ? ahead + 1 : null, capped: onBoard && ahead >= RANKING_COUNT_CAP, coins, user_info: callPeerOf(viewer, now) },
        period_start: start,
        period_end: start + PERIOD_LENGTH_MS[payload.period],
      },
    };
  });
