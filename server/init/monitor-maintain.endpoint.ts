import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { maintenanceReply } from '../api/maintenance-reply.js';
import { announcementOf } from '../api/maintenance-soon-reply.js';

/**
 * /monitor/maintain (000 §4, §7): ok 1 when the service is up, with the window announced to
 * start later if any (issue #19); else the maintenance answer. Works signed out.
 */
export const monitorMaintainEndpoint = (ctx: Pick<AppContext, 'maintenance' | 'clock'>) =>
  defineEndpoint(monitorMaintainContract, { auth: 'optional' }, async () => {
    const window = await ctx.maintenance.current();
    if (window !== null) return maintenanceReply(window);
    const upcoming = await ctx.maintenance.upcoming();
    return upcoming === null ? { ok: RESULT_SUCCESS } : { ok: RESULT_SUCCESS, data: { announced: announcementOf(upcoming, ctx.clock.now()) } };
  });
