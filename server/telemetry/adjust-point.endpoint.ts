import { monitorAdjustPointContract } from '../../src/application/contracts/monitor/adjust-point.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { storeAdjustPoint } from './telemetry-queries.js';

/** /monitor/adjust-point (000 §7): an attribution SDK checkpoint. Works before sign-in. */
export const adjustPointEndpoint = ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(monitorAdjustPointContract, { auth: 'optional' }, async (payload, caller) => {
    await storeAdjustPoint(db, payload, { uid: caller.uid, userAgent: caller.userAgent, now: clock.now() });
    return { ok: RESULT_SUCCESS };
  });
