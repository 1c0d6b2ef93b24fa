import { describe, expect, it } from 'vitest';
import type { CallPeer } from '../contracts/call/call-peer';
import { callEndPopupOf } from './call-end-popup';

const peer = { uid: 7 } as CallPeer;
const cut = { textKey: 'call.end.insufficientBalance', phase: 'ended' };

describe('the popup after a call', () => {
  it('offers coins to the caller when the call was cut for coins', () => {
    expect(callEndPopupOf(cut, { peer, roomId: '12', lastCall: { direction: 'outgoing', video: true } })).toEqual({ kind: 'recharge', request: { peer, roomId: 12, video: true } });
  });

  it('offers the callee nothing when the call was cut for coins: only the caller pays', () => {
    expect(callEndPopupOf(cut, { peer, roomId: '12', lastCall: { direction: 'incoming', video: true } })).toBeNull();
  });

  it('offers to chat or call back when the call was missed', () => {
    expect(callEndPopupOf({ textKey: 'call.end.missed', phase: 'missed' }, { peer, roomId: null, lastCall: { direction: 'incoming', video: false } })).toEqual({ kind: 'missed', peer, video: false });
  });

  it('shows nothing after an ordinary end or without the peer and the call', () => {
    expect(callEndPopupOf({ textKey: 'call.end.ended', phase: 'ended' }, { peer, roomId: '1', lastCall: { direction: 'outgoing', video: true } })).toBeNull();
    expect(callEndPopupOf(cut, { peer: null, roomId: '1', lastCall: { direction: 'outgoing', video: true } })).toBeNull();
  });
});
