import { MAINTENANCE_SOON, type MaintenanceAnnouncement } from '../../src/application/contracts/monitor/maintenance-announcement.js';
import { MS_PER_SECOND, RESULT_ERROR } from '../../src/domain/constants.js';
import { secondsUntilMaintenance } from '../../src/domain/session/maintenance-drain.js';
import type { ScheduledMaintenanceWindow } from '../admin/maintenance-types.js';
import type { EndpointReply } from './define-endpoint.js';
import { refuse } from './refuse.js';

/** What the app counts down to: seconds to the start and the planned length. */
export function announcementOf(window: ScheduledMaintenanceWindow, now: number): MaintenanceAnnouncement {
  return { starts_in: secondsUntilMaintenance(window, now), duration: Math.ceil((window.endsAt - window.startsAt) / MS_PER_SECOND) };
}

/** The refusal of a new call or match while maintenance drains: the announcement rides along so the app can say when. */
export function maintenanceSoonReply<D>(window: ScheduledMaintenanceWindow, now: number): EndpointReply<D> {
  return { ...refuse(RESULT_ERROR, MAINTENANCE_SOON), data: announcementOf(window, now) as D };
}
