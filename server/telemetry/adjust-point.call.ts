import { monitorAdjustPointContract } from '../../src/application/contracts/monitor/adjust-point.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { telemetryDb } from './telemetry-tables.js';

/** /monitor/adjust-point (000 §7): an attribution SDK checkpoint. Works before sign-in. */
export const adjustPointCall = defineCall(monitorAdjustPointContract, { auth: 'optional' }, async (ctx, payload, caller) => {
  await telemetryDb(ctx.db)
    .insertInto('adjust_points')
    .values({
      uid: caller.uid,
      type: String(payload.type),
      detail: payload.desc ?? payload.token ?? '',
      is_success: payload.is_success === 1,
      created_at: ctx.clock.now(),
    })
    .execute();
  return { ok: RESULT_SUCCESS };
});
