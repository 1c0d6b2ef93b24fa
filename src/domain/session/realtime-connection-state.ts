/** The realtime channel's state codes as the app reports them (0–3). */
export const REALTIME_CONNECTION_STATE = { notStarted: 0, connected: 1, reconnecting: 2, disconnected: 3 } as const;

export type RealtimeConnectionState = (typeof REALTIME_CONNECTION_STATE)[keyof typeof REALTIME_CONNECTION_STATE];

export type RealtimeConnectionEvent = 'connected' | 'connectionLost' | 'reconnectGaveUp' | 'stopped';

const { notStarted, connected, reconnecting, disconnected } = REALTIME_CONNECTION_STATE;

/**
 * Losing the connection only means something once connected (or while already
 * reconnecting); giving up or stopping the session leaves it disconnected, from where
 * a later successful connect starts over.
 */
export function nextRealtimeConnectionState(state: RealtimeConnectionState, event: RealtimeConnectionEvent): RealtimeConnectionState {
  switch (event) {
    case 'connected':
      return connected;
    case 'connectionLost':
      return state === connected || state === reconnecting ? reconnecting : state;
    case 'reconnectGaveUp':
      return state === reconnecting ? disconnected : state;
    case 'stopped':
      return state === notStarted ? notStarted : disconnected;
  }
}
