import type { StoragePort } from '../../application/ports/storage.port';
import type {
  NativeAttribution,
  NativeBridgePort,
  NativePurchaseOutcome,
  NativeReceipt,
} from '../../application/ports/native-bridge.port';
import { nonEmptyStringSchema } from './native-protocol';

/** Storage name of the browser's generated device id. */
export const DEVICE_ID_STORAGE_NAME = 'device-id';
const UNSUPPORTED: NativePurchaseOutcome = { ok: false, error: { code: 'NATIVE.UNSUPPORTED' } };

/** The browser standing in for the shell: a generated device id, hash navigation, no store. */
export class WebNativeBridge implements NativeBridgePort {
  readonly isNativeShell = false;

  constructor(
    private readonly storage: StoragePort,
    private readonly location: { hash: string },
    /** A fresh random id (crypto.randomUUID in the browser). */
    private readonly newId: () => string,
  ) {}

  async deviceId(): Promise<string> {
    const stored = nonEmptyStringSchema.safeParse(this.storage.read(DEVICE_ID_STORAGE_NAME));
    if (stored.success) return stored.data;
    const id = this.newId();
    // If storage is full or off, the id still serves this page; the next load makes a new one.
    this.storage.write(DEVICE_ID_STORAGE_NAME, id);
    return id;
  }

  async pageData(): Promise<Readonly<Record<string, unknown>>> {
    return {};
  }

  async attribution(): Promise<NativeAttribution | undefined> {
    return undefined;
  }

  async pushToken(): Promise<string | undefined> {
    return undefined;
  }

  async purchase(): Promise<NativePurchaseOutcome> {
    return UNSUPPORTED;
  }

  async finishPurchase(): Promise<void> {}

  async restorePurchases(): Promise<readonly NativeReceipt[]> {
    return [];
  }

  navigate(path: string): void {
    this.location.hash = `#${path.startsWith('/') ? path : `/${path}`}`;
  }
}
