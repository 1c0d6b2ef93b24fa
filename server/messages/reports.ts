import type { Kysely } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';

export interface NewReport {
  readonly reporterUid: number;
  readonly targetUid: number;
  readonly reasonIds: string;
  readonly fromType: string;
  readonly roomId: number | null;
  readonly description: string;
  /** Evidence pictures already uploaded, stored as the form sent them. */
  readonly photos: readonly JsonValue[];
}

/** Files a report for the operators (`reports`, status 'open'); returns its id. */
export async function fileReport(db: Kysely<Database>, report: NewReport, now: number): Promise<number> {
  const row = await db
    .insertInto('reports')
    .values({
      reporter_uid: report.reporterUid,
      target_uid: report.targetUid,
      reason_ids: report.reasonIds,
      from_type: report.fromType,
      room_id: report.roomId,
      description: report.description,
      photos: JSON.stringify(report.photos),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** How many reports `reports list` shows, newest first. */
export const REPORTS_LIST_SIZE = 50;

/** What an operator did with a report. */
export type ReportStatus = 'open' | 'banned' | 'dismissed';

/** The newest reports first (open or not), at most REPORTS_LIST_SIZE. */
export async function latestReports(db: Kysely<Database>) {
  return db.selectFrom('reports').selectAll().orderBy('id', 'desc').limit(REPORTS_LIST_SIZE).execute();
}

export async function findReport(db: Kysely<Database>, id: number) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records what the operator did with the report. */
export async function setReportStatus(db: Kysely<Database>, id: number, status: ReportStatus): Promise<void> {
  await db.updateTable('reports').set({ status }).where('id', '=', id).execute();
}
