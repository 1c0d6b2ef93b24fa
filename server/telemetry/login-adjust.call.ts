import type { Payload } from '../../src/application/contracts/define-contract.js';
import { loginAdjustContract, loginAdjustCvContract } from '../../src/application/contracts/track/login-adjust.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall, type Caller } from '../api/call-registry.js';
import type { AppContext } from '../context.js';
import { telemetryDb } from './telemetry-tables.js';

type AttributionPayload = Payload<typeof loginAdjustContract>;

/** Keeps one attribution report; a string attribution (the SDK's JSON text) is kept as `{ raw }`. */
async function storeAttribution(ctx: AppContext, kind: 'install' | 'conversion', payload: AttributionPayload, caller: Caller) {
  const attribution = typeof payload.attribution === 'string' ? { raw: payload.attribution } : (payload.attribution ?? {});
  await telemetryDb(ctx.db)
    .insertInto('attributions')
    .values({ uid: caller.uid, kind, adid: payload.adid ?? '', idfa: payload.idfa ?? '', attribution: JSON.stringify(attribution), created_at: ctx.clock.now() })
    .execute();
  return { ok: RESULT_SUCCESS };
}

/** /login/adjust (000 §7): the install attribution of the native shell. */
export const loginAdjustCall = defineCall(loginAdjustContract, { auth: 'optional' }, (ctx, payload, caller) => storeAttribution(ctx, 'install', payload, caller));

/** /login/adjust-cv (000 §7): a conversion-value update. */
export const loginAdjustCvCall = defineCall(loginAdjustCvContract, { auth: 'optional' }, (ctx, payload, caller) => storeAttribution(ctx, 'conversion', payload, caller));
