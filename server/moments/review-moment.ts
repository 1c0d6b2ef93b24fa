import { MOMENT_STATUS, USER_STATE_SUB_MOMENT, reviewedStatus, type MomentReviewedNotice } from '../../src/domain/index.js';
import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import type { MomentsDeps } from './moments-deps.js';
import { findMoment, moveMoment } from './moments-queries.js';

export type ReviewOutcome =
  | { readonly ok: true; readonly id: number; readonly uid: number; readonly status: number; readonly refunded: number }
  | { readonly ok: false; readonly code: 'MOMENT.NOT_FOUND' | 'MOMENT.NOT_UNDER_REVIEW' };

/**
 * An operator passes or rejects a moment under review. A rejected paid post gets its coins
 * back (ledger reason 'refund', keyed by the moment, so twice is once — ADR 0008); the
 * author hears the verdict as a type-7 notice. A failed push loses nothing: the author's
 * own list shows the state.
 */
export async function reviewMoment(deps: MomentsDeps, id: number, verdict: 'pass' | 'reject', onPushError: (error: unknown) => void): Promise<ReviewOutcome> {
  const moment = await findMoment(deps.moments, id, 0);
  if (moment === undefined) return { ok: false, code: 'MOMENT.NOT_FOUND' };
  const status = reviewedStatus(moment.review_status, verdict);
  if (status === null) return { ok: false, code: 'MOMENT.NOT_UNDER_REVIEW' };
  const moved = await moveMoment(deps.moments, id, [MOMENT_STATUS.underReview], status, deps.clock.now());
  if (moved === undefined) return { ok: false, code: 'MOMENT.NOT_UNDER_REVIEW' };
  let refunded = 0;
  if (status === MOMENT_STATUS.rejected && moved.transfer_id !== null) {
    const paid = (await deps.ledger.amountOf(moved.transfer_id)) ?? 0;
    if (paid > 0) {
      const back = await deps.ledger.credit(moved.uid, paid, 'refund', `moment-refund:${id}`, { moment_id: id });
      if (!back.ok) throw new Error(`moment ${id}: refund refused (${back.error.code})`);
      refunded = paid;
    }
  }
  const notice: MomentReviewedNotice = { type: REALTIME_MESSAGE_TYPE.userState, sub: USER_STATE_SUB_MOMENT, id, status, refunded };
  deps.realtime.publisher.publishToUser(moved.uid, { ...notice }).catch(onPushError);
  return { ok: true, id, uid: moved.uid, status, refunded };
}
