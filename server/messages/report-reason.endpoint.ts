import { reportReasonContract } from '../../src/application/contracts/report/reason.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import type { MessagesDeps } from './messages-deps.js';
import { REPORT_REASON_CONFIG_KEY, reportReasonsIn } from './report-reasons.js';

/** /report/reason (001 §7): the violation types of the report form in the caller's language, and their version. */
export const reportReasonEndpoint = ({ db }: Pick<MessagesDeps, 'db'>) =>
  defineEndpoint(reportReasonContract, { auth: 'required' }, async (payload) => {
    const config = await readRuntimeConfig(db);
    return { ok: RESULT_SUCCESS, data: { version: config.version(REPORT_REASON_CONFIG_KEY), report_type: reportReasonsIn(payload.language) } };
  });
