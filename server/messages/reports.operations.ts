import { z } from 'zod';
import { AdminRefusal, defineAdminOperation } from '../admin/admin-operation.js';
import { banUser } from '../admin/user-moderation.js';
import type { AppContext } from '../context.js';
import { findReport, latestReports, setReportStatus } from './reports.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const noSuchReport = (id: number) => new AdminRefusal(404, 'REPORT.NOT_FOUND', `there is no report ${id}`);

/**
 * The operators' side of reports: `reports list` (newest first), `report ban <id>` (bans
 * the reported user, signing them out, and marks the report banned) and `report dismiss <id>`.
 */
export const reportsOperations = (ctx: Pick<AppContext, 'db' | 'clock'>) => [
  defineAdminOperation({ method: 'GET', path: '/reports' }, async () => {
    const rows = await latestReports(ctx.db);
    return {
      reports: rows.map((row) => ({
        id: row.id, reporterUid: row.reporter_uid, targetUid: row.target_uid, reasonIds: row.reason_ids, fromType: row.from_type,
        description: row.description, photos: row.photos, status: row.status, createdAt: row.created_at,
      })),
    };
  }),
  defineAdminOperation({ method: 'POST', path: '/reports/:id/ban', audit: 'report.ban', params: idParams }, async ({ params }) => {
    const report = await findReport(ctx.db, params.id);
    if (report === undefined) return noSuchReport(params.id);
    const banned = await banUser(ctx.db, ctx.clock, { uid: report.target_uid, reason: `report ${params.id}` });
    if (!banned.ok) return new AdminRefusal(404, 'USER.NOT_FOUND', `the reported user ${report.target_uid} no longer exists`);
    await setReportStatus(ctx.db, params.id, 'banned');
    return { id: params.id, uid: report.target_uid, sessionsRevoked: banned.value.sessionsRevoked };
  }),
  defineAdminOperation({ method: 'POST', path: '/reports/:id/dismiss', audit: 'report.dismiss', params: idParams }, async ({ params }) => {
    if ((await findReport(ctx.db, params.id)) === undefined) return noSuchReport(params.id);
    await setReportStatus(ctx.db, params.id, 'dismissed');
    return { id: params.id };
  }),
];
