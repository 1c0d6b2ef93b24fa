import { logReportContract } from '../../../src/application/contracts/log/report.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../call-registry.js';

/** /log/report: a client-side problem, written to the server log with who sent it. */
export const logReportCall = defineCall(logReportContract, { auth: 'optional' }, (_ctx, payload, caller) => {
  caller.log.warn({ report: payload, uid: caller.uid, userAgent: caller.userAgent }, `client report: ${payload.type}`);
  return { ok: RESULT_SUCCESS };
});
