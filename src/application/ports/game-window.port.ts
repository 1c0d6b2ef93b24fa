/** A message posted to the app's window, as received: its sender's origin and window (compared by identity only) and its data. */
export interface WindowMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/**
 * The app window's message channel with the game frames (001 §7 "Game frame messages"):
 * what the game bridge needs of `window.postMessage` and the `message` event.
 */
export interface GameWindowPort {
  /** Hears every message posted to the app's window; answers the unsubscribe. */
  listen(onMessage: (message: WindowMessage) => void): () => void;
  /** Posts `data` to a frame's window, delivered only if that window shows `targetOrigin`. */
  post(target: unknown, data: unknown, targetOrigin: string): void;
}
