import { actionAfterDeviceCheck } from '../../domain/session';
import { userCheckDeviceContract } from '../contracts/user/check-device.contract';
import type { HttpPort } from '../ports/http.port';
import type { DeviceCheckOutcome } from '../ports/realtime.port';
import type { SessionStore } from './session-store';

/**
 * The device check the realtime channel runs after a disconnect (000 §4): when the server
 * says this device should log out, the session ends here (the shell then shows the login
 * page); a failed check is only logged by the spec, so it reconnects.
 */
export async function checkDevice(deps: { readonly http: HttpPort; readonly store: SessionStore; readonly deviceId: string }): Promise<DeviceCheckOutcome> {
  const answer = await deps.http.request(userCheckDeviceContract, { device: deps.deviceId });
  if (!answer.ok) return 'reconnect';
  const action = actionAfterDeviceCheck(answer.data.logout);
  if (action === 'logout') deps.store.clear();
  return action;
}
