import { z } from 'zod';
import { defineContract } from '../define-contract';
import { maintenanceAnnouncementSchema } from './maintenance-announcement';

/**
 * /monitor/maintain (000 §7): ok 1 when the service is up. Under maintenance it answers
 * ok 0 with MaintenanceData (maintenanceDataOf reads it off the refusal), like every
 * other call then does; it is the one call that never refuses for maintenance' sake
 * alone, so the popup can keep polling it. While up, it carries the window announced to
 * start later, if any (issue #19), which the app polls for at the same pace.
 */
export const monitorMaintainContract = defineContract({
  path: '/monitor/maintain',
  payload: z.object({}),
  response: z.object({ announced: maintenanceAnnouncementSchema.optional() }).optional(),
});
