import type { CallRoom } from '../../src/application/contracts/call/call-room.js';
import type { CallStatus } from '../../src/application/contracts/call/call-status.js';
import type { CallErrorCode } from '../../src/application/contracts/call/call-errors.js';
import type { CallHistoryRow } from '../../src/application/contracts/call/history.contract.js';
import type { CallRoomType, CallType } from '../../src/domain/calls/call-codes.js';
import type { MeteredCall } from './call-meter.js';
import type { CallRow } from './call-tables.js';

export interface CallError {
  readonly code: CallErrorCode;
  /** For COINS.INSUFFICIENT: the balance and what the first minute costs. */
  readonly balance?: number;
  readonly needCoins?: number;
}

export type CallResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CallError };

export interface StartCallRequest {
  readonly targetUid: number;
  readonly callType: CallType;
  readonly roomType?: CallRoomType;
  /** A match call is announced by the match service (type 4), not rung as a call (type 3). */
  readonly ring?: boolean;
}

/** What happened to a call, for the match service, the demo hosts and the busy/back states. */
export type CallEvent =
  | { readonly kind: 'started'; readonly call: CallRow }
  /** The callee picked up (its live_id says the host answered from a live room: /call/live-answer). */
  | { readonly kind: 'answered'; readonly call: CallRow }
  | { readonly kind: 'ended'; readonly call: CallRow };

/**
 * The calls module's service (server/calls/call-service.ts), on the AppContext as `calls`:
 * the /call/* endpoints answer through it, the match module starts match calls with it,
 * and other modules ask it who is in a call instead of reading the calls tables. This
 * interface is what they see; it imports nothing that imports the AppContext back.
 */
export interface CallsService {
  /** Rings `request.targetUid` from `callerUid` (or starts a match call, unrung). */
  start(callerUid: number, request: StartCallRequest): Promise<CallResult<CallRoom>>;
  answer(uid: number, roomId: number, liveId?: number): Promise<CallResult<CallRoom>>;
  connect(uid: number, roomId: number): Promise<CallResult<CallStatus>>;
  heartbeat(uid: number, roomId: number): Promise<CallResult<CallStatus>>;
  end(uid: number, roomId: number): Promise<CallResult<CallStatus>>;
  decline(uid: number, roomId: number): Promise<CallResult<CallStatus>>;
  history(uid: number, beforeId: number | undefined, limit: number): Promise<{ list: CallHistoryRow[]; has_more: boolean }>;
  /** Hears every call that starts or ends; answers the stop. */
  onEvent(listener: (event: CallEvent) => void): () => void;
  /** Whether `uid` is in a call (ringing, answered or connected) right now. */
  isInCall(uid: number): Promise<boolean>;
  /** The uids among `uids` in a call right now (one query, for a page of cards). */
  inCallAmong(uids: readonly number[]): Promise<ReadonlySet<number>>;
  /**
   * `uid` left matching (/match/close, the app gone to the background) while a match call
   * was made for them that has not connected: they never took it, so it ends as their own
   * hang-up and the partner is told. Answers the room it ended, or null.
   */
  withdrawMatch(uid: number): Promise<number | null>;
  /** The other party of match call `roomId` if `uid` was in it (ended or not), else null. */
  matchPeerOf(roomId: number, uid: number): Promise<number | null>;
  /**
   * A maintenance window started at `startsAt` (issue #19): ends every open call there with
   * reason 10 and refunds each payer's unfinished minute. Answers how many calls it ended.
   */
  endForMaintenance(startsAt: number): Promise<number>;
  /** The facts of call `roomId` for fair billing (its media reports and receipt), or null when there is no such call. */
  meteredCall(roomId: number): Promise<MeteredCall | null>;
  /** Re-arms the timers of calls a previous run left open (the calls module's start). */
  resume(): Promise<void>;
  /** Cancels every timer (the calls module's stop). */
  close(): void;
}
