import { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { storeTrackEvents } from './telemetry-queries.js';

/** /track/report (000 §7): analytics events, one row each. Works before sign-in. */
export const trackReportEndpoint = ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(trackReportContract, { auth: 'optional' }, async (payload, caller) => {
    await storeTrackEvents(db, payload.events, { uid: caller.uid, userAgent: caller.userAgent, now: clock.now() });
    return { ok: RESULT_SUCCESS };
  });
