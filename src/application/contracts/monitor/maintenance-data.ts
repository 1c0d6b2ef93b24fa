import { z } from 'zod';
import { MAINTENANCE_MARKER } from '../../../domain';

/**
 * What every call answers while the server is under maintenance (000 §4, 001 §3
 * "Maintenance: content, time and desc"): `ok` 0 with this as `data`. `maintenance: 1` is
 * the marker that tells this refusal from any other; `time` is the seconds left.
 */
export const maintenanceDataSchema = z.object({
  maintenance: z.literal(MAINTENANCE_MARKER),
  /** HTML for the maintenance popup; '' means the client's own wording. */
  content: z.string(),
  /** Seconds until the announced end. */
  time: z.number().int().nonnegative(),
  /** The same text without markup, for places that cannot show HTML. */
  desc: z.string(),
});

export type MaintenanceData = z.output<typeof maintenanceDataSchema>;

/** The maintenance data a refused call carried, or null when it was refused for another reason. */
export function maintenanceDataOf(data: unknown): MaintenanceData | null {
  const parsed = maintenanceDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
