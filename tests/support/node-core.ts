import { BehaviorSubject } from 'rxjs';
import { createInMemoryPreferences } from '../../src/adapters/i18n/in-memory-preferences.js';
import { InMemoryStorage } from '../../src/adapters/storage/in-memory-storage.js';
import { createBootServices, type BootServices } from '../../src/application/boot-services.js';
import { FEATURE_MODULES } from '../../src/application/feature-modules.js';
import { SOURCE_LANGUAGE } from '../../src/application/i18n/languages.js';
import { DEVICE_INFO } from '../../src/application/ports/port-tokens.js';
import type { StoragePort } from '../../src/application/ports/storage.port.js';
import type { DeviceInfo } from '../../src/application/session/device-info.js';
import { createAppContainer, featureModule, type AppContainer, type FeatureBindings } from '../../src/application/wiring/feature-module.js';
import { nodeAdapters, type NodeAdapterOptions } from '../../sim/node-adapters.js';

export interface NodeCoreOptions extends Partial<Omit<NodeAdapterOptions, 'baseUrl' | 'boot' | 'visible$'>> {
  readonly baseUrl: string;
  readonly device: DeviceInfo;
  /** A test's own bindings, loaded last: `bind.replace(HTTP, …)` swaps one piece of the graph for a fake. */
  readonly bindings?: (bind: FeatureBindings) => void;
}

/** The app core as the browser and the simulator build it, in a test. */
export interface NodeCore extends AppContainer {
  readonly boot: BootServices;
  readonly visible$: BehaviorSubject<boolean>;
}

/**
 * The Node test harness: the browser's feature modules (src/application/feature-modules.ts)
 * with the Node adapters the simulator uses, in-memory storage unless given, so an
 * application or integration test gets the same graph instead of wiring it by hand.
 */
export function createNodeCore(options: NodeCoreOptions): NodeCore {
  const boot = createBootServices(createInMemoryPreferences(), [SOURCE_LANGUAGE]);
  const visible$ = new BehaviorSubject<boolean>(true);
  const storage: StoragePort = options.storage ?? new InMemoryStorage();
  const core = createAppContainer(
    ...FEATURE_MODULES,
    nodeAdapters({
      baseUrl: options.baseUrl,
      userAgent: options.userAgent ?? 'Glint/test (node)',
      boot,
      storage,
      now: options.now ?? (() => Date.now()),
      visible$,
      wrapHttp: options.wrapHttp,
      connect: options.connect,
      redirect: options.redirect ?? (() => undefined),
    }),
    featureModule((bind) => {
      bind.constant(DEVICE_INFO, options.device);
      options.bindings?.(bind);
    }),
  );
  return { ...core, boot, visible$ };
}
