import type { NativeBridgePort } from '../../application/ports/native-bridge.port';
import type { StoragePort } from '../../application/ports/storage.port';
import { IOS_MESSAGE_HANDLER, NATIVE_SEND_OBJECT, type NativeHost } from './native-protocol';
import { ShellNativeBridge } from './shell-native-bridge';
import { WebNativeBridge } from './web-native-bridge';

/**
 * The shell is detected by its bridge object: Android's `GlintNative`, or iOS's `glint`
 * message handler. Without either the page runs in a plain browser.
 */
export function isNativeShellHost(host: NativeHost): boolean {
  return typeof host[NATIVE_SEND_OBJECT]?.postMessage === 'function' || typeof host.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER]?.postMessage === 'function';
}

export function createNativeBridge(host: NativeHost, storage: StoragePort, newId: () => string): NativeBridgePort {
  const web = new WebNativeBridge(storage, host.location, newId);
  const android = host[NATIVE_SEND_OBJECT];
  if (typeof android?.postMessage === 'function') return new ShellNativeBridge(host, (json) => android.postMessage(json), web);
  const ios = host.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER];
  if (typeof ios?.postMessage === 'function') return new ShellNativeBridge(host, (json) => ios.postMessage(json), web);
  return web;
}
