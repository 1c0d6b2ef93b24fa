import { USER_UPDATE_SUB } from '../../src/application/contracts/user/user-update.js';
import { userVisitContract } from '../../src/application/contracts/user/visit.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { visitPeriodStart } from '../../src/domain/social/profile-visit.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { errorReporter } from '../logging/error-reporter.js';
import { isBlockedBetween } from './blocks-between.js';
import { tellAccount } from './account-updates.js';
import { userExists } from './user-exists.js';
import type { UsersDeps } from './users-deps.js';
import { recordVisit } from './relation-queries.js';

/**
 * /user/visit: the caller opened another user's page. It counts once per viewer per day
 * (domain visitPeriodStart) and then shows in that user's visitors as new. A visit to
 * oneself or across a block records nothing.
 */
export const userVisitEndpoint = ({ db, clock, realtime, log }: Pick<UsersDeps, 'db' | 'clock' | 'realtime' | 'log'>) =>
  defineEndpoint(userVisitContract, { auth: 'required' }, async (payload, caller) => {
    const target = payload.target_uid;
    if (target === caller.uid) return { ok: RESULT_SUCCESS, data: { counted: 0 as const } };
    if (!(await userExists(db, target))) return refuse(RESULT_ERROR, 'USER.NOT_FOUND');
    if (await isBlockedBetween(db, caller.uid, target)) return { ok: RESULT_SUCCESS, data: { counted: 0 as const } };
    const now = clock.now();
    const counted = await recordVisit(db, caller.uid, target, now, visitPeriodStart(now));
    // A new visitor moved the visited user's counts (visitor_new).
    if (counted) await tellAccount({ db, publisher: realtime.publisher, onError: errorReporter(log, 'users') }, target, USER_UPDATE_SUB.counts);
    return { ok: RESULT_SUCCESS, data: { counted: counted ? (1 as const) : (0 as const) } };
  });
