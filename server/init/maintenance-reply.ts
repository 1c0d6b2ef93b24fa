import type { MaintenanceData } from '../../src/application/contracts/monitor/maintenance-data.js';
import { MAINTENANCE_MARKER, RESULT_MAINTENANCE } from '../../src/domain/constants.js';
import type { CallReply } from '../api/call-registry.js';
import type { AppContext } from '../context.js';

type MaintenanceWindow = NonNullable<Awaited<ReturnType<AppContext['maintenance']['current']>>>;

const TAG = /<[^>]*>/g;
const SPACES = /\s+/g;

/**
 * The answer of every call during maintenance: ok 0 (RESULT_MAINTENANCE) with
 * `data: { maintenance: 1, content, time, desc }` (contracts/monitor/maintenance-data.ts).
 * `desc` is the operator's HTML as plain text. Typed for any call's handler: a refusal's
 * data is not the contract's success data, and the pipeline seals it unchecked.
 */
export function maintenanceReply<D>(window: MaintenanceWindow): CallReply<D> {
  const data: MaintenanceData = {
    maintenance: MAINTENANCE_MARKER,
    content: window.content,
    time: window.remainingSeconds,
    desc: window.content.replace(TAG, ' ').replace(SPACES, ' ').trim(),
  };
  return { ok: RESULT_MAINTENANCE, msg: 'Under maintenance', data: data as D };
}
