import type { CallPeer } from '../../src/application/contracts/call/call-peer.js';
import type { MatchEvent, MatchStopReason } from '../../src/application/contracts/match/match-event.js';
import type { CallType } from '../../src/domain/calls/call-codes.js';
import { CALL_ACTION_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { MATCH_EVENT_KEY } from '../../src/application/contracts/match/match-event.js';

const TYPE = REALTIME_MESSAGE_TYPE.match;

export interface MatchedCall {
  readonly roomId: number;
  readonly callType: CallType;
  readonly pricePerMin: number;
  readonly freeSeconds: number;
}

/** Key 1 to both sides of a new match: the callee is asked to accept (action 3), the caller waits (action 4). */
export async function publishMatched(
  publisher: RealtimePublisher,
  call: MatchedCall,
  caller: { readonly card: CallPeer; readonly freeLeft: number },
  callee: { readonly card: CallPeer; readonly freeLeft: number },
): Promise<void> {
  const common = { type: TYPE, key: MATCH_EVENT_KEY.incomingCall, room_id: call.roomId, call_type: call.callType, price_per_min: call.pricePerMin, free_seconds: call.freeSeconds } as const;
  const toCallee: MatchEvent = { ...common, action: CALL_ACTION_TYPE.matchAccept, user_info: caller.card, match_free_count: callee.freeLeft };
  const toCaller: MatchEvent = { ...common, action: CALL_ACTION_TYPE.matchConnect, user_info: callee.card, match_free_count: caller.freeLeft };
  await Promise.all([publisher.publishToUser(callee.card.uid, toCallee), publisher.publishToUser(caller.card.uid, toCaller)]);
}

/** Key 9: the server stopped this user's matching. */
export function publishStopMatching(publisher: RealtimePublisher, uid: number, reason: MatchStopReason): Promise<void> {
  const event: MatchEvent = { type: TYPE, key: MATCH_EVENT_KEY.stopMatching, reason };
  return publisher.publishToUser(uid, event);
}

/**
 * Key 10: `fromUid` followed `toUid` during their match call (the follow call, /user/follow
 * with a room_id, sends it) — the other side shows a heart.
 */
export function publishFollowHeart(publisher: RealtimePublisher, toUid: number, fromUid: number, roomId: number): Promise<void> {
  const event: MatchEvent = { type: TYPE, key: MATCH_EVENT_KEY.followHeart, from_uid: fromUid, room_id: roomId };
  return publisher.publishToUser(toUid, event);
}
