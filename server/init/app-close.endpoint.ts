import { appCloseContract } from '../../src/application/contracts/app/close.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { deviceKeyOf, recordAppClose } from './app-devices.js';

/** /app/close (000 §4): the app went to the background on this device. */
export const appCloseEndpoint = (ctx: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(appCloseContract, { auth: 'required' }, async (payload, caller) => {
    await recordAppClose(ctx.db, caller.uid, deviceKeyOf(payload.device_id, caller.userAgent), caller.userAgent, ctx.clock.now());
    return { ok: RESULT_SUCCESS };
  });
