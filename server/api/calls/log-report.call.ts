import { logReportContract } from '../../../src/application/contracts/log/report.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { storeClientReport } from '../../telemetry/store-client-report.js';
import { defineCall } from '../call-registry.js';

/** /log/report: a client-side problem, written to the server log and kept in client_reports with who sent it. */
export const logReportCall = defineCall(logReportContract, { auth: 'optional' }, async (ctx, payload, caller) => {
  caller.log.warn({ report: payload, uid: caller.uid, userAgent: caller.userAgent }, `client report: ${payload.type}`);
  await storeClientReport(ctx.db, payload, { uid: caller.uid, userAgent: caller.userAgent, now: ctx.clock.now() });
  return { ok: RESULT_SUCCESS };
});
