import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { maintenanceReply } from '../api/maintenance-reply.js';

/** /monitor/maintain (000 §4, §7): ok 1 when the service is up, else the maintenance answer. Works signed out. */
export const monitorMaintainEndpoint = (ctx: Pick<AppContext, 'maintenance'>) =>
  defineEndpoint(monitorMaintainContract, { auth: 'optional' }, async () => {
    const window = await ctx.maintenance.current();
    return window === null ? { ok: RESULT_SUCCESS } : maintenanceReply(window);
  });
