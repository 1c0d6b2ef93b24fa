import { describe, expect, it } from 'vitest';
import { nextRealtimeConnectionState, REALTIME_CONNECTION_STATE } from './realtime-connection-state';

const { notStarted, connected, reconnecting, disconnected } = REALTIME_CONNECTION_STATE;

describe('nextRealtimeConnectionState', () => {
  it('uses the codes 0 not started, 1 connected, 2 reconnecting, 3 disconnected', () => {
    expect([notStarted, connected, reconnecting, disconnected]).toEqual([0, 1, 2, 3]);
  });
  it('goes connected → reconnecting on a lost connection and back on reconnect', () => {
    const lost = nextRealtimeConnectionState(connected, 'connectionLost');
    expect(lost).toBe(reconnecting);
    expect(nextRealtimeConnectionState(lost, 'connected')).toBe(connected);
  });
  it('becomes disconnected when reconnecting gives up', () => {
    expect(nextRealtimeConnectionState(reconnecting, 'reconnectGaveUp')).toBe(disconnected);
  });
  it('stays not started when a connection is lost before it ever connected', () => {
    expect(nextRealtimeConnectionState(notStarted, 'connectionLost')).toBe(notStarted);
  });
  it('becomes disconnected when the session stops', () => {
    expect(nextRealtimeConnectionState(connected, 'stopped')).toBe(disconnected);
  });
});
