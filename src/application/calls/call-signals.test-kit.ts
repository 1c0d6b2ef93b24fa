import { CALL_END_REASON } from '../../domain/calls/call-codes';
import { CALL_ACTION_TYPE, CALL_ROOM_TYPE, CALL_TYPE, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { CallSignal } from '../contracts/call/call-signal';

/** Builders of the type-3 ring and end signals for the recovery tests. */
export const ringOf = (room: number, caller = 9): Extract<CallSignal, { event: 'ring' }> => ({
  type: REALTIME_MESSAGE_TYPE.callSignal, event: 'ring', room_id: room, action: CALL_ACTION_TYPE.call, room_type: CALL_ROOM_TYPE.call,
  call_type: CALL_TYPE.video, live_id: 0, price_per_min: 0, free_seconds: 0,
  user_info: {
    uid: caller, nickname: `User ${caller}`, avatar: '', small_avatar: '', is_vip: 0, is_auth: 0, auth_status: 0, level: 0, age: null,
    country_code: '', country_flag: '', hide_profile: 0, hide_vip: 0, hide_level: 0, is_demo: 0,
  },
});

export const endOf = (room: number, reason: number = CALL_END_REASON.cancel): Extract<CallSignal, { event: 'ended' }> => ({
  type: REALTIME_MESSAGE_TYPE.callSignal, event: 'ended', room_id: room, reason, hangup_tips: '', connected_s: 0, coins: 0,
});
