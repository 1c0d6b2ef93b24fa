import { maintenanceDataOf, type MaintenanceData } from '../contracts/monitor/maintenance-data';
import type { HttpPort } from '../ports/http.port';

/**
 * The HttpPort every feature uses, watched for the maintenance answer: any request refused
 * with it (ok 0 with data.maintenance 1) tells `onMaintenance`, which locks the app. The
 * result itself goes back to the caller unchanged.
 */
export function watchMaintenance(http: HttpPort, onMaintenance: (data: MaintenanceData) => void): HttpPort {
  return {
    async request(contract, payload) {
      const result = await http.request(contract, payload);
      if (!result.ok && result.error.code === 'API.REJECTED') {
        const data = maintenanceDataOf(result.error.data);
        if (data !== null) onMaintenance(data);
      }
      return result;
    },
  };
}
