import { HEARTBEAT_MS } from '../../src/domain/constants.js';
import type { MeteredCall } from '../calls/call-meter.js';

/**
 * A media report stands in for a heartbeat, but reports come every MEDIA_REPORT_INTERVAL_MS
 * (5 s) and the call is lost only after CALL_HEARTBEAT_LOSS_MS (60 s) of silence: writing
 * the heartbeat on each report was a row update (and a read of the call) twelve times a
 * minute per party — the server's busiest endpoint in the simulator's runs. A report
 * renews the stored heartbeat once it is a heartbeat period old, as the app's own
 * heartbeat would, so a party whose reports flow never has one older than
 * HEARTBEAT_MS + MEDIA_REPORT_INTERVAL_MS.
 */
export const REPORT_RENEWS_HEARTBEAT_AFTER_MS = HEARTBEAT_MS;

/** What the rule reads of the call. */
export type HeartbeatFields = Pick<MeteredCall, 'caller_uid' | 'created_at' | 'answered_at' | 'caller_heartbeat_at' | 'callee_heartbeat_at'>;

/** Whether a report from `uid` at `now` must write its heartbeat (`row` as read for the report). */
export function reportRenewsHeartbeat(row: HeartbeatFields, uid: number, now: number): boolean {
  const stored = uid === row.caller_uid ? (row.caller_heartbeat_at ?? row.created_at) : (row.callee_heartbeat_at ?? row.answered_at);
  return stored === null || now - stored >= REPORT_RENEWS_HEARTBEAT_AFTER_MS;
}
