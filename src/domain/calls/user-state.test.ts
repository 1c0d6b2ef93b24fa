import { describe, expect, it } from 'vitest';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../constants';
import { onlineStatusOf, userOnlineStateMessage, USER_STATE_SUB_ONLINE } from './user-state';

describe('onlineStatusOf', () => {
  it('reads a user in a call as chatting, whatever else holds', () => {
    for (const isRest of [false, true]) for (const hideOnline of [false, true]) {
      expect(onlineStatusOf({ inCall: true, isRest, hideOnline })).toBe(ONLINE_STATUS.chatting);
    }
  });
  it('reads rest mode or a hidden state as rest, otherwise online', () => {
    expect(onlineStatusOf({ inCall: false, isRest: true, hideOnline: false })).toBe(ONLINE_STATUS.rest);
    expect(onlineStatusOf({ inCall: false, isRest: false, hideOnline: true })).toBe(ONLINE_STATUS.rest);
    expect(onlineStatusOf({ inCall: false, isRest: false, hideOnline: false })).toBe(ONLINE_STATUS.online);
  });
});

describe('userOnlineStateMessage', () => {
  it('is a type-7 message naming the user and the status', () => {
    expect(userOnlineStateMessage(5, ONLINE_STATUS.chatting)).toEqual({
      type: REALTIME_MESSAGE_TYPE.userState, sub: USER_STATE_SUB_ONLINE, uid: 5, online_status: ONLINE_STATUS.chatting,
    });
  });
});
