import { deviceIdSchema } from '../application/contracts/login/device-info';
import type { NativeBridgePort } from '../application/ports/native-bridge.port';
import type { SessionCryptoPort } from '../application/ports/session-crypto.port';
import type { StoragePort } from '../application/ports/storage.port';
import { persistentDeviceId, type DeviceInfo } from '../application/session/device-info';
import { APP_VERSION } from '../domain/constants';
import type { BootServices } from './boot-services';
import { createBrowserContainer } from './browser-container';
import type { CoreServices } from './core-services';
import { TOKENS } from './tokens';

/**
 * The app core, loaded right after the first paint (src/main.tsx imports this module
 * dynamically): builds the container, settles the device id (the native shell's, or the
 * browser's stored one) and starts the stored session, if any.
 */
export async function startCore(boot: BootServices): Promise<CoreServices> {
  const container = createBrowserContainer(boot);
  const bridge = container.get<NativeBridgePort>(TOKENS.nativeBridge);
  const fromShell = bridge.isNativeShell ? deviceIdSchema.safeParse(await bridge.deviceId()) : null;
  const deviceId = fromShell?.success ? fromShell.data : persistentDeviceId(container.get<StoragePort>(TOKENS.storage), container.get<SessionCryptoPort>(TOKENS.sessionCrypto));
  const device: DeviceInfo = { device_id: deviceId, platform: bridge.isNativeShell ? 'shell' : 'web', app_version: APP_VERSION };
  container.bind<DeviceInfo>(TOKENS.deviceInfo).toConstantValue(device);

  const core = container.get<CoreServices>(TOKENS.core);
  void core.appSession.start();
  return core;
}
