import type { GameWindowPort } from '../../application/ports/game-window.port';

/** The browser's window messages, for the game bridge. */
export function windowGameMessages(host: Window): GameWindowPort {
  return {
    listen(onMessage) {
      const listener = (event: MessageEvent) => onMessage({ origin: event.origin, source: event.source, data: event.data });
      host.addEventListener('message', listener);
      return () => host.removeEventListener('message', listener);
    },
    post(target, data, targetOrigin) {
      // The target is the frame's contentWindow the view handed over; anything else is not postable.
      if (target !== null && typeof target === 'object' && 'postMessage' in target) (target as Window).postMessage(data, targetOrigin);
    },
  };
}
