import { callMediaReportContract } from '../../src/application/contracts/fair-billing/media-report.contract.js';
import { meterPaused } from '../../src/domain/calls/media-outages.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { FairBillingDeps } from './fair-billing-deps.js';
import { insertReport } from './fair-billing-queries.js';
import { reportRenewsHeartbeat } from './heartbeat-renewal.js';

/**
 * /call/media-report: a party's media state, stamped with the server's clock and kept for
 * the meter and the end's refunds. Only a connected, running call takes reports; a late one
 * after the end changes nothing (and the meter is not running, so it is not paused either).
 * Each report also counts as the party's heartbeat (renewed once it is a heartbeat period old).
 */
export const callMediaReportEndpoint = ({ db, calls, meter, clock }: FairBillingDeps) =>
  defineEndpoint(callMediaReportContract, { auth: 'required' }, async (payload, caller) => {
    const call = await calls.meteredCall(payload.room_id);
    if (call === null || (call.caller_uid !== caller.uid && call.callee_uid !== caller.uid)) return refuse(RESULT_ERROR, 'This call does not exist');
    if (call.status === 'ended' || call.connected_at === null) return { ok: RESULT_SUCCESS, data: { billing_paused: false } };
    const now = clock.now();
    await insertReport(db, call.id, caller.uid, payload.state, now);
    // A report is a sign of life: a party back from 40 s offline must not lose the call to the heartbeat's 60 s.
    if (reportRenewsHeartbeat(call, caller.uid, now)) await calls.heartbeat(caller.uid, call.id);
    const paused = call.price_per_min > 0 && meterPaused((await meter.outages(call, now)).spans, now);
    return { ok: RESULT_SUCCESS, data: { billing_paused: paused } };
  });
