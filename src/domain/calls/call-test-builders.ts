import { CALL_ROOM_TYPE, CALL_TYPE } from '../constants';
import { callReducer } from './call-reducer';
import {
  INITIAL_CALL_STATE,
  type CallEffect,
  type CallEvent,
  type CallPeer,
  type ClientCallState,
  type IncomingCallNotice,
} from './call-state';

/** Test builders shared by the reducer's example and property tests. */
export const SELF_UID = 1;
export const peer = (uid = 2, matchId?: string): CallPeer => ({ uid, nickname: `user${uid}`, ...(matchId ? { matchId } : {}) });

export function incoming(roomId: string, from: CallPeer = peer()): CallEvent {
  const notice: IncomingCallNotice = { roomId, callType: CALL_TYPE.video, roomType: CALL_ROOM_TYPE.call, peer: from };
  return { type: 'incoming', notice };
}

export const dial = (to: CallPeer = peer()): CallEvent => ({ type: 'dial', selfUid: SELF_UID, peer: to, callType: CALL_TYPE.voice });
export const created = (roomId: string): CallEvent => ({ type: 'dialCreated', roomId, roomType: CALL_ROOM_TYPE.call });

/** Runs events in order; returns the final state and the effects of every step, flattened. */
export function run(events: readonly CallEvent[], from: ClientCallState = INITIAL_CALL_STATE) {
  let state = from;
  const effects: CallEffect[] = [];
  for (const event of events) {
    const next = callReducer(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects, kinds: effects.map((e) => e.kind) };
}
