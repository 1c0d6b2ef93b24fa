import { z } from 'zod';
import type { AppContext } from '../context.js';
import { defineAdminOperation } from './admin-operation.js';

/** A week: longer maintenance is a different kind of outage. */
const MAINTENANCE_MAX_MINUTES = 7 * 24 * 60;

const maintenanceOnBody = z.object({
  minutes: z.number().int().positive().max(MAINTENANCE_MAX_MINUTES),
  content: z.string().max(10_000).optional(),
});

export const maintenanceOperations = (ctx: Pick<AppContext, 'maintenance'>) => [
  defineAdminOperation({ method: 'GET', path: '/maintenance' }, async () => ({ window: await ctx.maintenance.current() })),
  defineAdminOperation({ method: 'POST', path: '/maintenance/on', audit: 'maintenance.on', body: maintenanceOnBody }, async ({ body }) => ({
    window: await ctx.maintenance.start(body),
  })),
  defineAdminOperation({ method: 'POST', path: '/maintenance/off', audit: 'maintenance.off' }, async () => ({ wasOn: await ctx.maintenance.stop() })),
];
