import { momentDeleteContract } from '../../src/application/contracts/moment/delete.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { MOMENT_STATUS } from '../../src/domain/index.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { MomentsDeps } from './moments-deps.js';
import { findMoment, moveMoment } from './moments-queries.js';

const DELETABLE = [MOMENT_STATUS.underReview, MOMENT_STATUS.passed, MOMENT_STATUS.rejected];

/** /moment/delete: the author takes their moment down (−1). */
export const momentDeleteEndpoint = ({ moments, clock }: Pick<MomentsDeps, 'moments' | 'clock'>) =>
  defineEndpoint(momentDeleteContract, { auth: 'required' }, async (payload, caller) => {
    const moment = await findMoment(moments, payload.id, caller.uid);
    if (moment === undefined || moment.uid !== caller.uid) return refuse(RESULT_ERROR, 'This moment is not yours');
    const moved = await moveMoment(moments, payload.id, DELETABLE, MOMENT_STATUS.deleted, clock.now());
    if (moved === undefined) return refuse(RESULT_ERROR, 'This moment was already removed');
    return { ok: RESULT_SUCCESS, data: { id: payload.id } };
  });
