import { appOpenContract } from '../../src/application/contracts/app/open.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { deviceKeyOf, recordAppOpen } from './app-devices.js';

/** /app/open (000 §4): the app is in front again; the device's flags are kept. */
export const appOpenEndpoint = (ctx: Pick<AppContext, 'db' | 'clock'>) =>
  defineEndpoint(appOpenContract, { auth: 'required' }, async (payload, caller) => {
    await recordAppOpen(ctx.db, {
      uid: caller.uid,
      deviceKey: deviceKeyOf(payload.device_id, caller.userAgent),
      userAgent: caller.userAgent,
      secret: payload.secret ?? '',
      proxy: payload.proxy === 1,
      vpn: payload.vpn === 1,
      simulator: payload.simulator === 1,
      operator: payload.operator ?? '',
      now: ctx.clock.now(),
    });
    return { ok: RESULT_SUCCESS };
  });
