import { liveSummaryContract } from '../../src/application/contracts/live/summary.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { LiveDeps } from './live-deps.js';
import { findRoom } from './live-queries.js';
import { LIVE_REFUSAL, summaryOf } from './live-rooms.js';

/** /live/summary: duration, viewers, gifts and coins of a live (the live-end page), for anyone who opens it. */
export const liveSummaryEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveSummaryContract, { auth: 'required' }, async (payload) => {
    const room = await findRoom(deps.db, payload.live_id);
    return room === undefined ? refuse(RESULT_ERROR, LIVE_REFUSAL.ended) : { ok: RESULT_SUCCESS, data: await summaryOf(deps, room) };
  });
