import type { CallEndText } from './call-end-text';
import type { CallDirection, FinalCallPhase } from './call-history';
import type { CallEndReason, CallRoomType, CallType } from './call-codes';

/** Where the user is; games, live rooms and matching get a banner instead of the call screen. */
export type CallScreen = 'call' | 'matching' | 'game' | 'live' | 'other';

export interface CallPeer {
  readonly uid: number;
  readonly nickname: string;
  /** Set when the other user is in a match; such an incoming call is an error (spec 000 §4). */
  readonly matchId?: string | number | null;
}

/** The call notice of the realtime channel (room_id, type, user_info). */
export interface IncomingCallNotice {
  readonly roomId: string;
  readonly callType: CallType;
  readonly roomType: CallRoomType;
  readonly peer: CallPeer;
}

export type LiveCallPhase = 'calling' | 'connecting' | 'connected';

export interface ActiveCall {
  readonly roomId: string;
  readonly direction: CallDirection;
  readonly callType: CallType;
  readonly roomType: CallRoomType;
  readonly peer: CallPeer;
  readonly phase: LiveCallPhase;
}

export interface FinishedCall extends Omit<ActiveCall, 'phase'> {
  readonly phase: FinalCallPhase;
  readonly reason: CallEndReason;
  readonly wasConnected: boolean;
}

/**
 * The one call slot (spec: current-call id none, waking up, waiting). `wakingUp`: the
 * app was woken by a call notification and keeps the slot for that call; `waiting`: an
 * outgoing call was requested and the server has not given its room yet.
 */
export type CurrentCall =
  | { readonly kind: 'none' }
  | { readonly kind: 'wakingUp' }
  | { readonly kind: 'waiting'; readonly peer: CallPeer; readonly callType: CallType }
  | { readonly kind: 'active'; readonly call: ActiveCall };

export interface ClientCallState {
  readonly current: CurrentCall;
  readonly screen: CallScreen;
  /** A match search is running (it may keep running while the user looks at another screen). */
  readonly matchOpen: boolean;
  /** The call the end screen describes, until dismissed. */
  readonly lastFinished: FinishedCall | null;
  /** Recently finished rooms, newest first: a redelivered signal for one of them is dropped. */
  readonly finishedRoomIds: readonly string[];
}

export const INITIAL_CALL_STATE: ClientCallState = {
  current: { kind: 'none' },
  screen: 'other',
  matchOpen: false,
  lastFinished: null,
  finishedRoomIds: [],
};

export type CallEvent =
  | { readonly type: 'screenChanged'; readonly screen: CallScreen }
  | { readonly type: 'matchOpened' }
  | { readonly type: 'matchClosed' }
  | { readonly type: 'wokenByCall' }
  | { readonly type: 'wakeAbandoned' }
  | { readonly type: 'dial'; readonly selfUid: number; readonly peer: CallPeer; readonly callType: CallType }
  | { readonly type: 'dialCreated'; readonly roomId: string; readonly roomType: CallRoomType }
  | { readonly type: 'dialFailed' }
  | { readonly type: 'incoming'; readonly notice: IncomingCallNotice }
  | { readonly type: 'accept'; readonly roomId: string }
  | { readonly type: 'remoteAnswered'; readonly roomId: string }
  | { readonly type: 'mediaConnected'; readonly roomId: string }
  /** The local user cancels, declines or hangs up the current call (screen or banner). */
  | { readonly type: 'hangUp' }
  /** The other side, the server or a ring timer ended the call. */
  | { readonly type: 'remoteEnded'; readonly roomId: string; readonly reason: CallEndReason }
  | { readonly type: 'endDismissed' };

/** What the application layer must do; the reducer itself does nothing. */
export type CallEffect =
  | {
      readonly kind: 'openCallScreen';
      readonly direction: CallDirection;
      readonly roomId: string | null;
      readonly peer: CallPeer;
      readonly callType: CallType;
    }
  | { readonly kind: 'showNoticeBanner'; readonly notice: IncomingCallNotice }
  | { readonly kind: 'raiseDeferredIncoming'; readonly notice: IncomingCallNotice }
  | { readonly kind: 'closeMatch' }
  | { readonly kind: 'refuseNewCall'; readonly error: { readonly code: 'CALL.BUSY' | 'CALL.SELF' } }
  | { readonly kind: 'ignoreWithError'; readonly error: { readonly code: 'CALL.PEER_IN_MATCH' }; readonly notice: IncomingCallNotice }
  /** Tell the server the call is over (/call/end with the room id). */
  | { readonly kind: 'sendCallEnd'; readonly roomId: string }
  | { readonly kind: 'showCallEnd'; readonly roomId: string | null; readonly phase: FinalCallPhase; readonly text: CallEndText };

export interface CallTransition {
  readonly state: ClientCallState;
  readonly effects: readonly CallEffect[];
}
