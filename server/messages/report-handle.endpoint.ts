import { reportHandleContract } from '../../src/application/contracts/report/handle.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { validateReport } from '../../src/domain/validation/report.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { userExists } from '../users/user-exists.js';
import type { MessagesDeps } from './messages-deps.js';
import { reportReasonsIn } from './report-reasons.js';
import { fileReport } from './reports.js';

/** The ids /report/reason offers (the same in every language). */
const KNOWN_REASON_IDS: ReadonlySet<number> = new Set(reportReasonsIn(undefined).map((reason) => reason.id));

/**
 * /report/handle (001 §7): files a report about a user for the operators (`reports`,
 * status 'open'). The reasons follow the form's rule (1 to 3 types, at most 4 pictures),
 * from the reasons /report/reason offers, so a client cannot file what the form would refuse.
 */
export const reportHandleEndpoint = ({ db, clock }: Pick<MessagesDeps, 'db' | 'clock'>) =>
  defineEndpoint(reportHandleContract, { auth: 'required' }, async (payload, caller) => {
    if (payload.target_id === caller.uid) return refuse(RESULT_ERROR, 'You cannot report yourself');
    const photos = payload.photos ?? [];
    const typeIds = payload.type.split(',').map(Number);
    const checked = validateReport({ typeIds, imageCount: photos.length });
    if (!checked.ok) return refuse(RESULT_ERROR, 'Choose 1 to 3 violation types');
    if (!typeIds.every((id) => KNOWN_REASON_IDS.has(id))) return refuse(RESULT_ERROR, 'Choose violation types from the list');
    if (!(await userExists(db, payload.target_id))) return refuse(RESULT_ERROR, 'This user does not exist');
    const reportId = await fileReport(db, {
      reporterUid: caller.uid,
      targetUid: payload.target_id,
      reasonIds: checked.value.type,
      fromType: payload.from_type,
      roomId: payload.room_id ?? null,
      description: payload.description ?? '',
      photos,
    }, clock.now());
    return { ok: RESULT_SUCCESS, data: { report_id: reportId } };
  });
