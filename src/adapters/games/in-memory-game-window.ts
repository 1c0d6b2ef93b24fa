import type { GameWindowPort, WindowMessage } from '../../application/ports/game-window.port';

/** A window channel for tests: `deliver` plays a message to the app; `posted` keeps what the app sent. */
export class InMemoryGameWindow implements GameWindowPort {
  readonly posted: Array<{ readonly target: unknown; readonly data: unknown; readonly targetOrigin: string }> = [];
  private readonly listeners = new Set<(message: WindowMessage) => void>();

  listen(onMessage: (message: WindowMessage) => void): () => void {
    this.listeners.add(onMessage);
    return () => this.listeners.delete(onMessage);
  }

  post(target: unknown, data: unknown, targetOrigin: string): void {
    this.posted.push({ target, data, targetOrigin });
  }

  deliver(message: WindowMessage): void {
    for (const listener of this.listeners) listener(message);
  }
}
