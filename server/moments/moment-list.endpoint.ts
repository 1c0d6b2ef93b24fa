import { MOMENT_PAGE_SIZE, momentListContract } from '../../src/application/contracts/moment/list.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { isBlockedBetween } from '../users/blocks-between.js';
import { momentsView } from './moment-view.js';
import type { MomentsDeps } from './moments-deps.js';
import { authorsOf, momentFeed, momentsOf, type MomentRow } from './moments-queries.js';

/** Cursors: `u:<id>` in a user's list, `f:<id>` among followed authors, `a:<id>` among everyone else (0: from the top). */
const CURSOR = /^([ufa]):(\d{1,15})$/;

/** /moment/list: a user's moments, or the Discover moments feed (followed authors first). */
export const momentListEndpoint = ({ moments, clock, db }: Pick<MomentsDeps, 'moments' | 'clock' | 'db'>) =>
  defineEndpoint(momentListContract, { auth: 'required' }, async (payload, caller) => {
    const match = payload.cursor === undefined ? null : CURSOR.exec(payload.cursor);
    if (payload.cursor !== undefined && match === null) return refuse(RESULT_ERROR, 'This page of moments is out of date; pull to refresh');
    const run = match?.[1] ?? (payload.uid === undefined ? 'f' : 'u');
    const before = match === null || match[2] === '0' ? null : Number(match[2]);
    const limit = MOMENT_PAGE_SIZE + 1;
    let rows: MomentRow[];
    let next: string | null;
    if (payload.uid !== undefined) {
      rows = (await isBlockedBetween(db, caller.uid, payload.uid)) ? [] : await momentsOf(moments, payload.uid, caller.uid, before, limit);
      next = rows.length === limit ? `u:${rows[MOMENT_PAGE_SIZE - 1]?.id ?? 0}` : null;
    } else {
      rows = await momentFeed(moments, caller.uid, run === 'f', before, limit);
      const last = rows[MOMENT_PAGE_SIZE - 1]?.id ?? 0;
      next = rows.length === limit ? `${run}:${last}` : run === 'f' ? 'a:0' : null;
      // Followed authors ran out: the page goes on with everyone else's, so it is never short while more exist.
      if (run === 'f' && rows.length < limit) {
        const others = await momentFeed(moments, caller.uid, false, null, MOMENT_PAGE_SIZE - rows.length + 1);
        const shown = others.slice(0, MOMENT_PAGE_SIZE - rows.length);
        next = others.length > shown.length ? `a:${shown.at(-1)?.id ?? 0}` : null;
        rows = [...rows, ...shown];
      }
    }
    const page = rows.slice(0, MOMENT_PAGE_SIZE);
    return { ok: RESULT_SUCCESS, data: { list: momentsView(page, await authorsOf(moments, page.map((row) => row.uid)), clock.now()), cursor: next } };
  });
