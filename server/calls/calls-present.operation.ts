import { defineAdminOperation } from '../admin/admin-operation.js';
import type { AppContext } from '../context.js';
import { callsDatabase } from './call-tables.js';

/**
 * GET /admin/calls/present: who the server holds in a call right now (call_presence: the
 * row that makes a second call find them busy), with the room and since when. The
 * simulator's "no user left in a call" asks this, the server's truth, rather than what
 * each app believes (issue #17, simtruth). A read: not recorded in the operator trail.
 */
export const callsPresentOperation = (ctx: Pick<AppContext, 'db'>) =>
  defineAdminOperation({ method: 'GET', path: '/calls/present' }, async () => {
    const rows = await callsDatabase(ctx.db).selectFrom('call_presence').select(['uid', 'room_id', 'since']).orderBy('since').execute();
    return { present: rows.map((row) => ({ uid: Number(row.uid), roomId: Number(row.room_id), since: Number(row.since) })) };
  });
