export const DEVICE_CHECK_MIN_INTERVAL_MS = 120_000;

export interface DisconnectContext {
  readonly visible: boolean;
  /** When the device was last checked, or null when never in this session. */
  readonly lastDeviceCheckAt: number | null;
  readonly now: number;
}

/**
 * When the realtime channel closes: ask the server whether this device is still signed
 * in (another device may have taken over) — only while the app is visible and more
 * than 120 s after the last check — otherwise simply reconnect.
 */
export function actionOnDisconnect(context: DisconnectContext): 'checkDevice' | 'reconnect' {
  const due = context.lastDeviceCheckAt === null || context.now - context.lastDeviceCheckAt > DEVICE_CHECK_MIN_INTERVAL_MS;
  return context.visible && due ? 'checkDevice' : 'reconnect';
}

/** The device-check answer (`data.logout`) decides between logging out and reconnecting. */
export function actionAfterDeviceCheck(logout: boolean): 'logout' | 'reconnect' {
  return logout ? 'logout' : 'reconnect';
}
