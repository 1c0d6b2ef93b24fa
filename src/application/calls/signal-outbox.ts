import type { RealtimeMessage, RealtimePort } from '../ports/realtime.port';
import { REALTIME_CONNECTION_STATE } from '../../domain/session';

export interface SignalOutbox {
  /** Sends after everything sent before it; kept while the channel is offline. */
  send(message: RealtimeMessage): void;
  /** The call ended: what is still waiting is for no one. */
  clear(): void;
  dispose(): void;
}

/**
 * The call's media negotiation (offer, answer, candidates), sent in order through the
 * realtime channel. The channel drops for a moment (a socket cut, a trip to the background
 * and back) and a publish then fails as offline: a lost offer or answer left the call in
 * `connecting` until the 30 s media deadline hung it up (issue #17, traced with the
 * simulator's churn). So a message the channel could not take waits, with those after it,
 * until the channel is connected again; one the broker refused is dropped (sending it
 * again would be refused again).
 */
export function createSignalOutbox(realtime: Pick<RealtimePort, 'publish' | 'state$'>): SignalOutbox {
  let queue: RealtimeMessage[] = [];
  let sending = false;
  let again = false;

  async function flush(): Promise<void> {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        while (queue.length > 0) {
          const next = queue[0] as RealtimeMessage;
          const outcome = await realtime.publish(next);
          if (!outcome.ok && outcome.error.code === 'REALTIME.OFFLINE') break;
          // cleared meanwhile: the new queue starts with something else
          if (queue[0] === next) queue.shift();
        }
      } while (again && queue.length > 0);
    } finally {
      sending = false;
    }
  }

  const online = realtime.state$.subscribe((state) => {
    if (state === REALTIME_CONNECTION_STATE.connected && queue.length > 0) void flush();
  });

  return {
    send(message) {
      queue.push(message);
      void flush();
    },
    clear() {
      queue = [];
    },
    dispose: () => online.unsubscribe(),
  };
}
