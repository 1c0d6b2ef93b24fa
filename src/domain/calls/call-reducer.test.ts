import { describe, expect, it } from 'vitest';
import { CALL_FINISHED_ROOMS_MEMORY, callReducer } from './call-reducer';
import { INITIAL_CALL_STATE } from './call-state';
import { SELF_UID, created, dial, incoming, peer, run } from './call-test-builders';
import { CALL_END_REASON } from './call-codes';

describe('callReducer: outgoing calls', () => {
  it('opens the call screen and waits for the room when dialling from idle', () => {
    const { state, kinds } = run([dial()]);
    expect(state.current.kind).toBe('waiting');
    expect(kinds).toEqual(['openCallScreen']);
  });
  it('refuses calling oneself', () => {
    const { state, effects } = run([dial(peer(SELF_UID))]);
    expect(state).toBe(INITIAL_CALL_STATE);
    expect(effects).toEqual([{ kind: 'refuseNewCall', error: { code: 'CALL.SELF' } }]);
  });
  it('refuses a second outgoing call while one is waiting or active', () => {
    expect(run([dial(), dial(peer(3))]).effects.at(-1)).toEqual({ kind: 'refuseNewCall', error: { code: 'CALL.BUSY' } });
    expect(run([dial(), created('r1'), dial(peer(3))]).kinds.at(-1)).toBe('refuseNewCall');
    expect(run([{ type: 'wokenByCall' }, dial()]).kinds).toEqual(['refuseNewCall']);
  });
  it('rings as calling, connects after the answer and ends by the user with a call-end request', () => {
    const { state, effects } = run([
      dial(), created('r1'), { type: 'remoteAnswered', roomId: 'r1' }, { type: 'mediaConnected', roomId: 'r1' }, { type: 'hangUp' },
    ]);
    expect(state.current.kind).toBe('none');
    expect(state.lastFinished).toMatchObject({ roomId: 'r1', phase: 'ended', reason: CALL_END_REASON.userEnd, wasConnected: true });
    expect(effects.slice(-2)).toEqual([
      { kind: 'sendCallEnd', roomId: 'r1' },
      { kind: 'showCallEnd', roomId: 'r1', phase: 'ended', text: { key: 'call.end.ended' } },
    ]);
  });
  it('lets media that beats the answer signal connect an outgoing call', () => {
    const { state } = run([dial(), created('r1'), { type: 'mediaConnected', roomId: 'r1' }]);
    expect(state.current).toMatchObject({ kind: 'active', call: { phase: 'connected' } });
  });
  it('is cancelled when the caller hangs up while it rings', () => {
    const { state, kinds } = run([dial(), created('r1'), { type: 'hangUp' }]);
    expect(state.lastFinished?.phase).toBe('cancelled');
    expect(kinds.slice(-2)).toEqual(['sendCallEnd', 'showCallEnd']);
  });
  it('ends the room the server creates after the caller already gave up', () => {
    const { state, effects } = run([dial(), { type: 'hangUp' }, created('r1')]);
    expect(state.current.kind).toBe('none');
    expect(effects.at(-1)).toEqual({ kind: 'sendCallEnd', roomId: 'r1' });
    expect(state.finishedRoomIds).toEqual(['r1']);
  });
  it('shows "declined by" when the other user refuses', () => {
    const { state, effects } = run([dial(peer(2)), created('r1'), { type: 'remoteEnded', roomId: 'r1', reason: CALL_END_REASON.refuse }]);
    expect(state.lastFinished?.phase).toBe('ended');
    expect(effects.at(-1)).toMatchObject({ text: { key: 'call.end.declinedBy', params: { name: 'user2' } } });
  });
  it('reports a failed call request as request failed and frees the slot', () => {
    const { state, effects } = run([dial(), { type: 'dialFailed' }]);
    expect(state.current.kind).toBe('none');
    expect(effects.at(-1)).toMatchObject({ kind: 'showCallEnd', phase: 'ended', text: { key: 'call.end.requestFailed' } });
  });
});

describe('callReducer: incoming calls', () => {
  it('opens the call screen and closes a running match when not on the matching screen', () => {
    const { state, kinds } = run([{ type: 'matchOpened' }, incoming('r1')]);
    expect(kinds).toEqual(['closeMatch', 'openCallScreen']);
    expect(state.matchOpen).toBe(false);
    expect(state.current).toMatchObject({ kind: 'active', call: { direction: 'incoming', phase: 'calling' } });
  });
  it('does not ask to close a match when none runs', () => {
    expect(run([incoming('r1')]).kinds).toEqual(['openCallScreen']);
  });
  it.each(['game', 'live'] as const)('shows a notice banner instead of the call screen on the %s screen', (screen) => {
    expect(run([{ type: 'screenChanged', screen }, incoming('r1')]).kinds).toEqual(['showNoticeBanner']);
  });
  it('shows a banner and keeps the match on the matching screen', () => {
    const { state, kinds } = run([{ type: 'matchOpened' }, { type: 'screenChanged', screen: 'matching' }, incoming('r1')]);
    expect(kinds).toEqual(['showNoticeBanner']);
    expect(state.matchOpen).toBe(true);
  });
  it('ignores as an error a call from a user who has a match id', () => {
    const { state, effects } = run([incoming('r1', peer(2, 'm-7'))]);
    expect(state.current.kind).toBe('none');
    expect(effects).toMatchObject([{ kind: 'ignoreWithError', error: { code: 'CALL.PEER_IN_MATCH' } }]);
  });
  it('defers a second incoming call during a call and raises an event', () => {
    const { state, kinds } = run([incoming('r1'), incoming('r2', peer(3))]);
    expect(kinds).toEqual(['openCallScreen', 'raiseDeferredIncoming']);
    expect(state.current).toMatchObject({ call: { roomId: 'r1' } });
  });
  it('takes the call it was woken up for', () => {
    const { state } = run([{ type: 'wokenByCall' }, incoming('r1')]);
    expect(state.current).toMatchObject({ kind: 'active', call: { roomId: 'r1' } });
  });
  it('frees the reserved slot when the woken-for call never comes', () => {
    expect(run([{ type: 'wokenByCall' }, { type: 'wakeAbandoned' }]).state.current.kind).toBe('none');
  });
  it('opens the call screen when answered from a banner', () => {
    const { state, kinds } = run([{ type: 'screenChanged', screen: 'game' }, incoming('r1'), { type: 'accept', roomId: 'r1' }]);
    expect(kinds).toEqual(['showNoticeBanner', 'openCallScreen']);
    expect(state.current).toMatchObject({ call: { phase: 'connecting' } });
  });
  it('does not open the call screen twice when answered on it', () => {
    const { kinds } = run([{ type: 'screenChanged', screen: 'call' }, incoming('r1'), { type: 'accept', roomId: 'r1' }]);
    expect(kinds).toEqual(['openCallScreen']);
  });
  it('counts a call the caller cancels before the answer as missed', () => {
    const { state } = run([incoming('r1'), { type: 'remoteEnded', roomId: 'r1', reason: CALL_END_REASON.cancel }]);
    expect(state.lastFinished).toMatchObject({ phase: 'missed', wasConnected: false });
  });
  it('records declining as a refusal sent to the server', () => {
    const { state, kinds } = run([incoming('r1'), { type: 'hangUp' }]);
    expect(state.lastFinished).toMatchObject({ phase: 'ended', reason: CALL_END_REASON.refuse });
    expect(kinds.slice(-2)).toEqual(['sendCallEnd', 'showCallEnd']);
  });
  it('ignores a redelivered notice for a call that already ended', () => {
    const ended = run([incoming('r1'), { type: 'hangUp' }]).state;
    expect(callReducer(ended, incoming('r1'))).toEqual({ state: ended, effects: [] });
  });
  it('ends a connected call for insufficient balance with that notice for the paying caller only', () => {
    const balance = { type: 'remoteEnded', roomId: 'r1', reason: CALL_END_REASON.balance } as const;
    const asCaller = run([dial(), created('r1'), { type: 'remoteAnswered', roomId: 'r1' }, { type: 'mediaConnected', roomId: 'r1' }, balance]);
    expect(asCaller.effects.at(-1)).toMatchObject({ phase: 'ended', text: { key: 'call.end.insufficientBalance' } });
    const asCallee = run([incoming('r1'), { type: 'accept', roomId: 'r1' }, { type: 'mediaConnected', roomId: 'r1' }, balance]);
    expect(asCallee.effects.at(-1)).toMatchObject({ phase: 'ended', text: { key: 'call.end.ended' } });
  });
  it('tells a callee whose ring timed out that they missed the call, not that anyone is busy', () => {
    const { state, effects } = run([incoming('r1'), { type: 'remoteEnded', roomId: 'r1', reason: CALL_END_REASON.timeout }]);
    expect(state.lastFinished).toMatchObject({ phase: 'missed' });
    expect(effects.at(-1)).toMatchObject({ phase: 'missed', text: { key: 'call.end.missed', params: { name: 'user2' } } });
  });
  it('tells the caller whose ring timed out that the other user may be busy', () => {
    const { effects } = run([dial(), created('r1'), { type: 'remoteEnded', roomId: 'r1', reason: CALL_END_REASON.timeout }]);
    expect(effects.at(-1)).toMatchObject({ phase: 'ended', text: { key: 'call.end.busy' } });
  });
  it('reads an answered call whose media never came up (timeout) as a network failure on both sides', () => {
    const timeout = { type: 'remoteEnded', roomId: 'r1', reason: CALL_END_REASON.timeout } as const;
    expect(run([incoming('r1'), { type: 'accept', roomId: 'r1' }, timeout]).effects.at(-1)).toMatchObject({ text: { key: 'call.end.network' } });
    expect(run([dial(), created('r1'), { type: 'remoteAnswered', roomId: 'r1' }, timeout]).effects.at(-1)).toMatchObject({ text: { key: 'call.end.network' } });
  });
  it('tells the callee who declined that the call was declined', () => {
    expect(run([incoming('r1'), { type: 'hangUp' }]).effects.at(-1)).toMatchObject({ text: { key: 'call.end.declined' } });
  });
});

describe('callReducer: bookkeeping', () => {
  it('ignores events about another room', () => {
    const ringing = run([incoming('r1')]).state;
    expect(callReducer(ringing, { type: 'accept', roomId: 'r9' }).state).toBe(ringing);
    expect(callReducer(ringing, { type: 'remoteEnded', roomId: 'r9', reason: CALL_END_REASON.cancel }).state).toBe(ringing);
  });
  it('clears the end screen when dismissed', () => {
    expect(run([incoming('r1'), { type: 'hangUp' }, { type: 'endDismissed' }]).state.lastFinished).toBeNull();
  });
  it('remembers a bounded number of finished rooms, newest first', () => {
    const events = Array.from({ length: CALL_FINISHED_ROOMS_MEMORY + 1 }, (_, i) => [incoming(`r${i}`), { type: 'hangUp' } as const]).flat();
    const { finishedRoomIds } = run(events).state;
    expect(finishedRoomIds).toHaveLength(CALL_FINISHED_ROOMS_MEMORY);
    expect(finishedRoomIds[0]).toBe(`r${CALL_FINISHED_ROOMS_MEMORY}`);
    expect(finishedRoomIds).not.toContain('r0');
  });
});
