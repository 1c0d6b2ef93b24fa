import type { Kysely } from 'kysely';
import type { Payload } from '../../src/application/contracts/define-contract.js';
import type { logReportContract } from '../../src/application/contracts/log/report.contract.js';
import type { Database } from '../db/schema.js';
import { telemetryDb } from './telemetry-tables.js';

/** Keeps a /log/report (an undecryptable response, a failed device check…) for support. */
export async function storeClientReport(
  db: Kysely<Database>,
  report: Payload<typeof logReportContract>,
  from: { readonly uid: number | null; readonly userAgent: string; readonly now: number },
): Promise<void> {
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
