import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../constants';
import type { OnlineStatus } from './call-codes';

/**
 * `sub` of the type-7 user-state message that carries another user's online status. The
 * spec names type 7 "user-state updates" with subtypes for the user's own account and
 * gives no keys for presence; these (`sub`, `uid`, `online_status`) are ours, reusing the
 * card's online_status enumeration (0 offline, 1 online, 2 chatting, 3 rest).
 */
export const USER_STATE_SUB_ONLINE = 'online_status';

export interface UserOnlineStateMessage {
  readonly type: typeof REALTIME_MESSAGE_TYPE.userState;
  readonly sub: typeof USER_STATE_SUB_ONLINE;
  readonly uid: number;
  readonly online_status: OnlineStatus;
}

export interface PresenceFacts {
  /** Connected to the broker now, or within the reconnect grace period (server/presence). */
  readonly connected: boolean;
  /** In a call (ringing, answered or connected): the other side sees "chatting", i.e. busy. */
  readonly inCall: boolean;
  /** A host in rest mode. */
  readonly isRest: boolean;
  /** The user hides their online state: they look offline. */
  readonly hideOnline: boolean;
}

/**
 * The status others see: chatting while in a call (a call outlives a dropped connection,
 * so it wins), offline when not connected or hiding it, rest in rest mode, else online.
 * One rule for every card (user page, chat users) and for the type-7 updates, so all agree.
 */
export function onlineStatusOf(facts: PresenceFacts): OnlineStatus {
  if (facts.inCall) return ONLINE_STATUS.chatting;
  if (!facts.connected || facts.hideOnline) return ONLINE_STATUS.offline;
  return facts.isRest ? ONLINE_STATUS.rest : ONLINE_STATUS.online;
}

export function userOnlineStateMessage(uid: number, status: OnlineStatus): UserOnlineStateMessage {
  return { type: REALTIME_MESSAGE_TYPE.userState, sub: USER_STATE_SUB_ONLINE, uid, online_status: status };
}
