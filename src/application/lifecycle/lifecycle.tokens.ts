import { token } from '../wiring/token';
import type { MaintenanceStore } from './maintenance-store';
import type { createRealtimeCredentials } from './realtime-credentials';

export const MAINTENANCE = token<MaintenanceStore>('MaintenanceStore');
export const REALTIME_CREDENTIALS = token<ReturnType<typeof createRealtimeCredentials>>('RealtimeCredentials');
