import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallEndReason } from './call-codes';
import { callReducer } from './call-reducer';
import { startCallSession, transitionCallSession, type CallSessionCommand } from './call-session';
import { INITIAL_CALL_STATE, type CallEvent, type ClientCallState } from './call-state';
import { created, dial, incoming, peer } from './call-test-builders';
import { CALL_END_REASON } from './call-codes';

const roomId = fc.constantFrom('r1', 'r2', 'r3', 'r4');
const reason = fc.constantFrom(...(Object.values(CALL_END_REASON) as CallEndReason[]));
const clientEvent: fc.Arbitrary<CallEvent> = fc.oneof(
  fc.constantFrom<CallEvent>(
    { type: 'screenChanged', screen: 'game' }, { type: 'screenChanged', screen: 'matching' },
    { type: 'screenChanged', screen: 'call' }, { type: 'screenChanged', screen: 'other' },
    { type: 'matchOpened' }, { type: 'matchClosed' }, { type: 'wokenByCall' }, { type: 'wakeAbandoned' },
    { type: 'dialFailed' }, { type: 'hangUp' }, { type: 'endDismissed' }, dial(), dial(peer(3)),
  ),
  roomId.map(created),
  fc.tuple(roomId, fc.boolean()).map(([id, inMatch]) => incoming(id, peer(2, inMatch ? 'm' : undefined))),
  roomId.map((id): CallEvent => ({ type: 'accept', roomId: id })),
  roomId.map((id): CallEvent => ({ type: 'remoteAnswered', roomId: id })),
  roomId.map((id): CallEvent => ({ type: 'mediaConnected', roomId: id })),
  fc.tuple(roomId, reason).map(([id, r]): CallEvent => ({ type: 'remoteEnded', roomId: id, reason: r })),
);

const activeRoom = (state: ClientCallState): string | null => (state.current.kind === 'active' ? state.current.call.roomId : null);
const PHASE_RANK = { calling: 0, connecting: 1, connected: 2 } as const;

describe('client call reducer properties', () => {
  it('never replaces a busy slot with another call, whatever the events', () => {
    fc.assert(
      fc.property(fc.array(clientEvent, { maxLength: 60 }), (events) => {
        let state = INITIAL_CALL_STATE;
        for (const event of events) {
          const next = callReducer(state, event).state;
          const before = activeRoom(state);
          const after = activeRoom(next);
          // A new room may only take the slot when no call held it (none, waking up, waiting).
          if (before !== null && after !== null) expect(after).toBe(before);
          if (state.current.kind === 'waiting' && next.current.kind === 'active') expect(event.type).toBe('dialCreated');
          state = next;
        }
      }),
    );
  });
  it('keeps ended, missed and cancelled absorbing: a finished room never becomes active again', () => {
    fc.assert(
      fc.property(fc.array(clientEvent, { maxLength: 60 }), (events) => {
        let state = INITIAL_CALL_STATE;
        const finished = new Set<string>();
        for (const event of events) {
          const next = callReducer(state, event).state;
          const room = activeRoom(next);
          if (room !== null) expect(finished.has(room)).toBe(false);
          next.finishedRoomIds.forEach((id) => finished.add(id));
          state = next;
        }
      }),
    );
  });
  it('only moves a live call forward: calling → connecting → connected', () => {
    fc.assert(
      fc.property(fc.array(clientEvent, { maxLength: 60 }), (events) => {
        let state = INITIAL_CALL_STATE;
        for (const event of events) {
          const next = callReducer(state, event).state;
          if (state.current.kind === 'active' && next.current.kind === 'active' && state.current.call.roomId === next.current.call.roomId) {
            expect(PHASE_RANK[next.current.call.phase]).toBeGreaterThanOrEqual(PHASE_RANK[state.current.call.phase]);
          }
          state = next;
        }
      }),
    );
  });
  it('opens at most one call surface per event and never while another call holds the slot', () => {
    fc.assert(
      fc.property(fc.array(clientEvent, { maxLength: 60 }), (events) => {
        let state = INITIAL_CALL_STATE;
        for (const event of events) {
          const { state: next, effects } = callReducer(state, event);
          const surfaces = effects.filter((e) => e.kind === 'openCallScreen' || e.kind === 'showNoticeBanner');
          expect(surfaces.length).toBeLessThanOrEqual(1);
          if (event.type === 'incoming' && (state.current.kind === 'active' || state.current.kind === 'waiting')) {
            expect(surfaces).toEqual([]);
          }
          state = next;
        }
      }),
    );
  });
});

const command: fc.Arbitrary<CallSessionCommand> = fc.oneof(
  fc.constantFrom<CallSessionCommand>({ type: 'answer' }, { type: 'connect' }),
  fc.tuple(reason, fc.constantFrom('caller' as const, 'callee' as const, 'system' as const))
    .map(([r, by]): CallSessionCommand => ({ type: 'end', reason: r, by })),
);
const SESSION_RANK = { ringing: 0, answered: 1, connected: 2, ended: 3 } as const;

describe('server call session properties', () => {
  it('moves only forward, and once ended stays exactly as it ended', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        let session = startCallSession(0);
        commands.forEach((c, i) => {
          const result = transitionCallSession(session, c, i + 1);
          if (!result.ok) return;
          if (session.phase === 'ended') expect(result.session).toBe(session);
          expect(SESSION_RANK[result.session.phase]).toBeGreaterThanOrEqual(SESSION_RANK[session.phase]);
          session = result.session;
        });
      }),
    );
  });
  it('has an end reason exactly when ended, and a connect time only after an answer', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        let session = startCallSession(0);
        commands.forEach((c, i) => {
          const result = transitionCallSession(session, c, i + 1);
          if (result.ok) session = result.session;
          expect(session.endReason !== null).toBe(session.phase === 'ended');
          if (session.connectedAt !== null) expect(session.answeredAt).not.toBeNull();
        });
      }),
    );
  });
});
