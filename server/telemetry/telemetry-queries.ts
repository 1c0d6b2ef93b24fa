import type { Kysely } from 'kysely';
import type { Payload } from '../../src/application/contracts/define-contract.js';
import type { logReportContract } from '../../src/application/contracts/log/report.contract.js';
import type { monitorAdjustPointContract } from '../../src/application/contracts/monitor/adjust-point.contract.js';
import type { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import type { loginAdjustContract } from '../../src/application/contracts/track/login-adjust.contract.js';
import type { Database } from '../db/schema.js';
import { telemetryDb } from './telemetry-tables.js';

/** Who sent a report and when: every telemetry row keeps it. */
export interface ReportSender {
  readonly uid: number | null;
  readonly userAgent: string;
  readonly now: number;
}

/** Keeps a /log/report (an undecryptable response, a failed device check…) for support. */
export async function storeClientReport(db: Kysely<Database>, report: Payload<typeof logReportContract>, from: ReportSender): Promise<void> {
  await telemetryDb(db)
    .insertInto('client_reports')
    .values({
      uid: from.uid,
      type: String(report.type),
      params: JSON.stringify(report.params ?? {}),
      ua: report.ua ?? '',
      user_agent: from.userAgent,
      created_at: from.now,
    })
    .execute();
}

/** Keeps a /track/report's analytics events, one row each. */
export async function storeTrackEvents(db: Kysely<Database>, events: Payload<typeof trackReportContract>['events'], from: ReportSender): Promise<void> {
  await telemetryDb(db)
    .insertInto('track_events')
    .values(
      events.map((event) => ({
        uid: from.uid,
        category_id: String(event.category_id),
        name: event.name,
        params: JSON.stringify(event.params ?? {}),
        user_agent: from.userAgent,
        created_at: from.now,
      })),
    )
    .execute();
}

/** Keeps an attribution SDK checkpoint (/monitor/adjust-point). */
export async function storeAdjustPoint(db: Kysely<Database>, point: Payload<typeof monitorAdjustPointContract>, from: ReportSender): Promise<void> {
  await telemetryDb(db)
    .insertInto('adjust_points')
    .values({
      uid: from.uid,
      type: String(point.type),
      detail: point.desc ?? point.token ?? '',
      is_success: point.is_success === 1,
      created_at: from.now,
    })
    .execute();
}

/** Keeps one attribution report; a string attribution (the SDK's JSON text) is kept as `{ raw }`. */
export async function storeAttribution(
  db: Kysely<Database>,
  kind: 'install' | 'conversion',
  payload: Payload<typeof loginAdjustContract>,
  from: ReportSender,
): Promise<void> {
  const attribution = typeof payload.attribution === 'string' ? { raw: payload.attribution } : (payload.attribution ?? {});
  await telemetryDb(db)
    .insertInto('attributions')
    .values({ uid: from.uid, kind, adid: payload.adid ?? '', idfa: payload.idfa ?? '', attribution: JSON.stringify(attribution), created_at: from.now })
    .execute();
}
