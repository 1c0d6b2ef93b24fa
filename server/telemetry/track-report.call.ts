import { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { telemetryDb } from './telemetry-tables.js';

/** /track/report (000 §7): analytics events, one row each. Works before sign-in. */
export const trackReportCall = defineCall(trackReportContract, { auth: 'optional' }, async (ctx, payload, caller) => {
  const now = ctx.clock.now();
  await telemetryDb(ctx.db)
    .insertInto('track_events')
    .values(
      payload.events.map((event) => ({
        uid: caller.uid,
        category_id: String(event.category_id),
        name: event.name,
        params: JSON.stringify(event.params ?? {}),
        user_agent: caller.userAgent,
        created_at: now,
      })),
    )
    .execute();
  return { ok: RESULT_SUCCESS };
});
