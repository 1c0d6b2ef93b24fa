import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { maintenanceReply } from './maintenance-reply.js';

/** /monitor/maintain (000 §4, §7): ok 1 when the service is up, else the maintenance answer. Works signed out. */
export const monitorMaintainCall = defineCall(monitorMaintainContract, { auth: 'optional' }, async (ctx) => {
  const window = await ctx.maintenance.current();
  return window === null ? { ok: RESULT_SUCCESS } : maintenanceReply(window);
});
