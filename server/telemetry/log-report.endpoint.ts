import { logReportContract } from '../../src/application/contracts/log/report.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { storeClientReport } from './telemetry-queries.js';

/** /log/report: a client-side problem, written to the server log and kept in client_reports with who sent it. */
export const logReportEndpoint = ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(logReportContract, { auth: 'optional' }, async (payload, caller) => {
    caller.log.warn({ report: payload, uid: caller.uid, userAgent: caller.userAgent }, `client report: ${payload.type}`);
    await storeClientReport(db, payload, { uid: caller.uid, userAgent: caller.userAgent, now: clock.now() });
    return { ok: RESULT_SUCCESS };
  });
