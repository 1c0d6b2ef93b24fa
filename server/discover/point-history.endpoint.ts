import { pointHistoryContract } from '../../src/application/contracts/point/history.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { DiscoverDeps } from './discover-deps.js';
import { pointEntries } from './points-queries.js';

/** /point/history: the caller's points entries, newest first, a page at a time. */
export const pointHistoryEndpoint = ({ discover }: Pick<DiscoverDeps, 'discover'>) =>
  defineEndpoint(pointHistoryContract, { auth: 'required' }, async (payload, caller) => {
    const rows = await pointEntries(discover, caller.uid, payload.before_id, payload.limit + 1);
    return {
      ok: RESULT_SUCCESS,
      data: {
        list: rows.slice(0, payload.limit).map((row) => ({ id: row.id, points: row.amount, reason: row.reason, created_at: row.created_at })),
        has_more: rows.length > payload.limit,
      },
    };
  });
