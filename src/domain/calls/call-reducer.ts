import type { CallEndReason } from './call-codes';
import { callEndText, type CallEndedBy } from './call-end-text';
import type { FinalCallPhase } from './call-history';
import type {
  ActiveCall,
  CallEffect,
  CallEvent,
  CallTransition,
  ClientCallState,
  FinishedCall,
  IncomingCallNotice,
} from './call-state';
import { CALL_END_REASON } from './call-codes';

/*
 * The client's call state machine (spec 000 §4 gives the rules, not the transitions;
 * these are ours). One slot, so there is never more than one call.
 *
 * | slot / phase           | event                          | next                 | effects                                   |
 * |------------------------|--------------------------------|----------------------|-------------------------------------------|
 * | none                   | dial to oneself                | none                 | refuseNewCall CALL.SELF                   |
 * | not none               | dial                           | unchanged            | refuseNewCall CALL.BUSY                   |
 * | none                   | dial                           | waiting              | openCallScreen (outgoing)                 |
 * | none                   | wokenByCall                    | wakingUp             |                                           |
 * | wakingUp               | wakeAbandoned                  | none                 |                                           |
 * | any                    | dialCreated, room already known| unchanged            | — (a redelivered answer)                  |
 * | waiting                | dialCreated                    | calling (outgoing)   |                                           |
 * | not waiting            | dialCreated                    | unchanged            | sendCallEnd (the user gave up first)      |
 * | waiting                | dialFailed                     | none, ended          | showCallEnd (request failed)              |
 * | waiting                | hangUp                         | none, cancelled      | showCallEnd                               |
 * | any                    | incoming, room already known   | unchanged            | — (a redelivered signal)                  |
 * | any                    | incoming, peer has a match id  | unchanged            | ignoreWithError CALL.PEER_IN_MATCH        |
 * | waiting / active       | incoming                       | unchanged            | raiseDeferredIncoming                     |
 * | none / wakingUp        | incoming                       | calling (incoming)   | closeMatch if a match runs and the user   |
 * |                        |                                |                      | is not on the matching screen; banner on  |
 * |                        |                                |                      | game/live/matching, else openCallScreen   |
 * | calling (incoming)     | accept                         | connecting           | openCallScreen unless already on it       |
 * | calling (outgoing)     | remoteAnswered                 | connecting           |                                           |
 * | calling (outgoing)     | mediaConnected                 | connected            | (media may beat the answer signal)        |
 * | connecting             | mediaConnected                 | connected            |                                           |
 * | calling (outgoing)     | hangUp                         | cancelled            | sendCallEnd, showCallEnd                  |
 * | calling (incoming)     | hangUp                         | ended (refuse)       | sendCallEnd, showCallEnd                  |
 * | connecting / connected | hangUp                         | ended (user end)     | sendCallEnd, showCallEnd                  |
 * | calling (incoming)     | remoteEnded cancel or timeout  | missed               | showCallEnd                               |
 * | calling (outgoing)     | remoteEnded cancel             | cancelled            | showCallEnd                               |
 * | calling … connected    | remoteEnded (other reasons)    | ended (reason)       | showCallEnd                               |
 * | any                    | endDismissed                   | end screen cleared   |                                           |
 *
 * ended, missed and cancelled are absorbing: the slot frees, the room is remembered as
 * finished and every later event about it is ignored. Anything else is a no-op.
 */

/** Ours: finished call rooms a client remembers, so a redelivered (QoS 1) call signal cannot ring again. */
export const CALL_FINISHED_ROOMS_MEMORY = 20;

const BANNER_SCREENS: ReadonlySet<ClientCallState['screen']> = new Set(['game', 'live', 'matching']);

const noEffects = (state: ClientCallState): CallTransition => ({ state, effects: [] });

function hasMatchId(notice: IncomingCallNotice): boolean {
  const id = notice.peer.matchId;
  return id !== undefined && id !== null && id !== '' && id !== 0;
}

function isKnownRoom(state: ClientCallState, roomId: string): boolean {
  const { current } = state;
  return state.finishedRoomIds.includes(roomId) || (current.kind === 'active' && current.call.roomId === roomId);
}

/** The active call when the event is about it; stale events for other rooms get `null`. */
function activeCall(state: ClientCallState, roomId: string): ActiveCall | null {
  const { current } = state;
  return current.kind === 'active' && current.call.roomId === roomId ? current.call : null;
}

function withPhase(state: ClientCallState, call: ActiveCall, phase: ActiveCall['phase']): ClientCallState {
  return { ...state, current: { kind: 'active', call: { ...call, phase } } };
}

function rememberFinished(state: ClientCallState, roomId: string): readonly string[] {
  return [roomId, ...state.finishedRoomIds.filter((id) => id !== roomId)].slice(0, CALL_FINISHED_ROOMS_MEMORY);
}

function finish(
  state: ClientCallState,
  call: ActiveCall,
  phase: FinalCallPhase,
  reason: CallEndReason,
  endedBy: CallEndedBy,
): CallTransition {
  const { phase: livePhase, ...rest } = call;
  const finished: FinishedCall = { ...rest, phase, reason, wasConnected: livePhase === 'connected' };
  const effects: CallEffect[] = endedBy === 'self' ? [{ kind: 'sendCallEnd', roomId: call.roomId }] : [];
  const text = callEndText(reason, { peerName: call.peer.nickname, direction: call.direction, endedBy, answered: livePhase !== 'calling' });
  effects.push({ kind: 'showCallEnd', roomId: call.roomId, phase, text });
  return {
    state: { ...state, current: { kind: 'none' }, lastFinished: finished, finishedRoomIds: rememberFinished(state, call.roomId) },
    effects,
  };
}

function onIncoming(state: ClientCallState, notice: IncomingCallNotice): CallTransition {
  if (isKnownRoom(state, notice.roomId)) return noEffects(state);
  if (hasMatchId(notice)) return { state, effects: [{ kind: 'ignoreWithError', error: { code: 'CALL.PEER_IN_MATCH' }, notice }] };
  const { current } = state;
  if (current.kind === 'waiting' || current.kind === 'active') {
    return { state, effects: [{ kind: 'raiseDeferredIncoming', notice }] };
  }
  const effects: CallEffect[] = [];
  const closesMatch = state.matchOpen && state.screen !== 'matching';
  if (closesMatch) effects.push({ kind: 'closeMatch' });
  effects.push(
    BANNER_SCREENS.has(state.screen)
      ? { kind: 'showNoticeBanner', notice }
      : { kind: 'openCallScreen', direction: 'incoming', roomId: notice.roomId, peer: notice.peer, callType: notice.callType },
  );
  const call: ActiveCall = { ...notice, direction: 'incoming', phase: 'calling' };
  return { state: { ...state, matchOpen: state.matchOpen && !closesMatch, current: { kind: 'active', call } }, effects };
}

function onHangUp(state: ClientCallState): CallTransition {
  const { current } = state;
  if (current.kind === 'waiting') {
    const text = callEndText(CALL_END_REASON.cancel, { peerName: current.peer.nickname, direction: 'outgoing', endedBy: 'self', answered: false });
    return { state: { ...state, current: { kind: 'none' } }, effects: [{ kind: 'showCallEnd', roomId: null, phase: 'cancelled', text }] };
  }
  if (current.kind !== 'active') return noEffects(state);
  const { call } = current;
  if (call.phase !== 'calling') return finish(state, call, 'ended', CALL_END_REASON.userEnd, 'self');
  return call.direction === 'outgoing'
    ? finish(state, call, 'cancelled', CALL_END_REASON.cancel, 'self')
    : finish(state, call, 'ended', CALL_END_REASON.refuse, 'self');
}

function onRemoteEnded(state: ClientCallState, roomId: string, reason: CallEndReason): CallTransition {
  const call = activeCall(state, roomId);
  if (call === null) return noEffects(state);
  const unanswered = call.phase === 'calling';
  if (unanswered && call.direction === 'incoming' && (reason === CALL_END_REASON.cancel || reason === CALL_END_REASON.timeout)) {
    return finish(state, call, 'missed', reason, 'other');
  }
  if (unanswered && call.direction === 'outgoing' && reason === CALL_END_REASON.cancel) {
    return finish(state, call, 'cancelled', reason, 'other');
  }
  return finish(state, call, 'ended', reason, 'other');
}

/** The pure client call reducer: the next state and the effects to run, never a throw. */
export function callReducer(state: ClientCallState, event: CallEvent): CallTransition {
  const { current } = state;
  switch (event.type) {
    case 'screenChanged':
      return noEffects({ ...state, screen: event.screen });
    case 'matchOpened':
      return noEffects({ ...state, matchOpen: true });
    case 'matchClosed':
      return noEffects({ ...state, matchOpen: false });
    case 'wokenByCall':
      return current.kind === 'none' ? noEffects({ ...state, current: { kind: 'wakingUp' } }) : noEffects(state);
    case 'wakeAbandoned':
      return current.kind === 'wakingUp' ? noEffects({ ...state, current: { kind: 'none' } }) : noEffects(state);
    case 'dial': {
      if (event.peer.uid === event.selfUid) return { state, effects: [{ kind: 'refuseNewCall', error: { code: 'CALL.SELF' } }] };
      if (current.kind !== 'none') return { state, effects: [{ kind: 'refuseNewCall', error: { code: 'CALL.BUSY' } }] };
      const { peer, callType } = event;
      return {
        state: { ...state, current: { kind: 'waiting', peer, callType } },
        effects: [{ kind: 'openCallScreen', direction: 'outgoing', roomId: null, peer, callType }],
      };
    }
    case 'dialCreated': {
      if (isKnownRoom(state, event.roomId)) return noEffects(state);
      if (current.kind !== 'waiting') {
        return { state: { ...state, finishedRoomIds: rememberFinished(state, event.roomId) }, effects: [{ kind: 'sendCallEnd', roomId: event.roomId }] };
      }
      const call: ActiveCall = {
        roomId: event.roomId, direction: 'outgoing', callType: current.callType, roomType: event.roomType, peer: current.peer, phase: 'calling',
      };
      return noEffects({ ...state, current: { kind: 'active', call } });
    }
    case 'dialFailed': {
      if (current.kind !== 'waiting') return noEffects(state);
      const text = callEndText(CALL_END_REASON.system, { peerName: current.peer.nickname, direction: 'outgoing', endedBy: 'other', answered: false });
      return { state: { ...state, current: { kind: 'none' } }, effects: [{ kind: 'showCallEnd', roomId: null, phase: 'ended', text }] };
    }
    case 'incoming':
      return onIncoming(state, event.notice);
    case 'accept': {
      const call = activeCall(state, event.roomId);
      if (call === null || call.direction !== 'incoming' || call.phase !== 'calling') return noEffects(state);
      const effects: CallEffect[] = state.screen === 'call'
        ? []
        : [{ kind: 'openCallScreen', direction: 'incoming', roomId: call.roomId, peer: call.peer, callType: call.callType }];
      return { state: withPhase(state, call, 'connecting'), effects };
    }
    case 'remoteAnswered': {
      const call = activeCall(state, event.roomId);
      if (call === null || call.direction !== 'outgoing' || call.phase !== 'calling') return noEffects(state);
      return noEffects(withPhase(state, call, 'connecting'));
    }
    case 'mediaConnected': {
      const call = activeCall(state, event.roomId);
      const canConnect = call !== null && (call.phase === 'connecting' || (call.phase === 'calling' && call.direction === 'outgoing'));
      return canConnect ? noEffects(withPhase(state, call, 'connected')) : noEffects(state);
    }
    case 'hangUp':
      return onHangUp(state);
    case 'remoteEnded':
      return onRemoteEnded(state, event.roomId, event.reason);
    case 'endDismissed':
      return noEffects({ ...state, lastFinished: null });
  }
}
