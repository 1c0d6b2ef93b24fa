import { loginAdjustContract } from '../../src/application/contracts/track/login-adjust.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { storeAttribution } from './telemetry-queries.js';

/** /login/adjust (000 §7): the install attribution of the native shell. */
export const loginAdjustEndpoint = ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(loginAdjustContract, { auth: 'optional' }, async (payload, caller) => {
    await storeAttribution(db, 'install', payload, { uid: caller.uid, userAgent: caller.userAgent, now: clock.now() });
    return { ok: RESULT_SUCCESS };
  });
