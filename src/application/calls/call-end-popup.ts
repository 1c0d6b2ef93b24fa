import type { CallPeer } from '../contracts/call/call-peer';
import type { CallView } from './call-store';

/** The end-of-call recharge popup's request: whom the coins would have paid for, in which room. */
export interface CallEndRecharge {
  readonly peer: CallPeer;
  readonly roomId: number | null;
  readonly video: boolean;
}

export type CallEndPopup = { readonly kind: 'recharge'; readonly request: CallEndRecharge } | { readonly kind: 'missed'; readonly peer: CallPeer; readonly video: boolean };

/**
 * Which popup follows a call's end (000 §2, §4): a call cut for coins offers coins — only
 * to the caller, since only the caller pays; a missed call offers to chat or call back;
 * any other end, none.
 */
export function callEndPopupOf(end: { readonly textKey: string; readonly phase: string }, view: Pick<CallView, 'peer' | 'roomId' | 'lastCall'>): CallEndPopup | null {
  const { peer, roomId, lastCall } = view;
  if (peer === null || lastCall === null) return null;
  if (end.textKey === 'call.end.insufficientBalance' && lastCall.direction === 'outgoing') {
    return { kind: 'recharge', request: { peer, roomId: roomId === null ? null : Number(roomId), video: lastCall.video } };
  }
  return end.phase === 'missed' ? { kind: 'missed', peer, video: lastCall.video } : null;
}
