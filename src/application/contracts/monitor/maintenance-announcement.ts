import { z } from 'zod';

/**
 * Maintenance announced ahead (issue #19): `/monitor/maintain` answers ok with this while a
 * window is scheduled to start later, so the app can count down to it. Seconds, not
 * timestamps, so a device whose clock is wrong still counts down right.
 */
export const maintenanceAnnouncementSchema = z.object({
  /** Seconds until the lock starts. */
  starts_in: z.number().int().nonnegative(),
  /** How long the lock is planned to last, in seconds. */
  duration: z.number().int().positive(),
});

export type MaintenanceAnnouncement = z.output<typeof maintenanceAnnouncementSchema>;

/**
 * `msg` of the refusal of a new call, match, live or private call while maintenance drains
 * (the last minutes before an announced start); its `data` is the announcement.
 */
export const MAINTENANCE_SOON = 'MAINTENANCE.SOON';

/** The announcement a refused call carried when it was refused for the drain, else null. */
export function maintenanceSoonOf(msg: string, data: unknown): MaintenanceAnnouncement | null {
  if (msg !== MAINTENANCE_SOON) return null;
  const parsed = maintenanceAnnouncementSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
