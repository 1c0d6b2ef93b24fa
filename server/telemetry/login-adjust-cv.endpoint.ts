import { loginAdjustCvContract } from '../../src/application/contracts/track/login-adjust.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { storeAttribution } from './telemetry-queries.js';

/** /login/adjust-cv (000 §7): a conversion-value update. */
export const loginAdjustCvEndpoint = ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(loginAdjustCvContract, { auth: 'optional' }, async (payload, caller) => {
    await storeAttribution(db, 'conversion', payload, { uid: caller.uid, userAgent: caller.userAgent, now: clock.now() });
    return { ok: RESULT_SUCCESS };
  });
