import { deviceIdSchema } from '../application/contracts/login/device-info';
import type { BootServices } from '../application/boot-services';
import { FIRST_SCREEN_MODULES } from '../application/first-screen-modules';
import { DEVICE_INFO, NATIVE_BRIDGE, SESSION_CRYPTO, STORAGE } from '../application/ports/port-tokens';
import { APP_SESSION } from '../application/session/session.tokens';
import { persistentDeviceId, type DeviceInfo } from '../application/session/device-info';
import { createAppContainer, featureModule, type AppContainer } from '../application/wiring/feature-module';
import { APP_VERSION } from '../domain/constants';
import { browserAdapters } from './browser-adapters';

/**
 * The first piece of the app core, loaded after the first paint (src/main.tsx imports this
 * module dynamically): loads the first screen's feature modules with the browser's adapters,
 * settles the device id (the native shell's, or the browser's stored one) and starts the
 * stored session, if any. The other features join the same container later (browser-features.ts).
 */
export async function startCore(boot: BootServices): Promise<AppContainer> {
  const container = createAppContainer(...FIRST_SCREEN_MODULES, browserAdapters(boot));
  const bridge = container.get(NATIVE_BRIDGE);
  const fromShell = bridge.isNativeShell ? deviceIdSchema.safeParse(await bridge.deviceId()) : null;
  const deviceId = fromShell?.success ? fromShell.data : persistentDeviceId(container.get(STORAGE), container.get(SESSION_CRYPTO));
  const device: DeviceInfo = { device_id: deviceId, platform: bridge.isNativeShell ? 'shell' : 'web', app_version: APP_VERSION };
  container.load(featureModule((bind) => bind.constant(DEVICE_INFO, device)));

  void container.get(APP_SESSION).start();
  return container;
}
