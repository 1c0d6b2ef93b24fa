import { z } from 'zod';
import type { AppContext } from '../context.js';
import { defineAdminOperation } from './admin-operation.js';

/** A week: longer maintenance is a different kind of outage. */
const MAINTENANCE_MAX_MINUTES = 7 * 24 * 60;

const maintenanceOnBody = z.object({
  minutes: z.number().int().positive().max(MAINTENANCE_MAX_MINUTES),
  /** Announce it this many minutes ahead (issue #19: the app drains before the start). */
  in: z.number().int().positive().max(MAINTENANCE_MAX_MINUTES).optional(),
  content: z.string().max(10_000).optional(),
});

export const maintenanceOperations = (ctx: Pick<AppContext, 'maintenance'>) => [
  defineAdminOperation({ method: 'GET', path: '/maintenance' }, async () => ({
    window: await ctx.maintenance.current(),
    upcoming: await ctx.maintenance.upcoming(),
  })),
  defineAdminOperation({ method: 'POST', path: '/maintenance/on', audit: 'maintenance.on', body: maintenanceOnBody }, async ({ body: { in: inMinutes, ...rest } }) => ({
    window: await ctx.maintenance.start({ ...rest, inMinutes }),
  })),
  defineAdminOperation({ method: 'POST', path: '/maintenance/off', audit: 'maintenance.off' }, async () => ({ wasOn: await ctx.maintenance.stop() })),
];
