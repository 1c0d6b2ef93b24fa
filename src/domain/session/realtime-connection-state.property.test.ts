import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRealtimeConnectionState, REALTIME_CONNECTION_STATE, type RealtimeConnectionEvent, type RealtimeConnectionState } from './realtime-connection-state';

const events = fc.array(fc.constantFrom<RealtimeConnectionEvent>('connected', 'connectionLost', 'reconnectGaveUp', 'stopped'), { maxLength: 50 });

describe('nextRealtimeConnectionState (properties)', () => {
  it('always stays one of the codes 0 to 3 and reaches reconnecting only from a connection', () => {
    fc.assert(
      fc.property(events, (list) => {
        let state: RealtimeConnectionState = REALTIME_CONNECTION_STATE.notStarted;
        for (const event of list) {
          const next = nextRealtimeConnectionState(state, event);
          expect([0, 1, 2, 3]).toContain(next);
          if (next === REALTIME_CONNECTION_STATE.reconnecting) expect([1, 2]).toContain(state);
          state = next;
        }
      }),
    );
  });
});
