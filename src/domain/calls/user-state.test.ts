import { describe, expect, it } from 'vitest';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../constants';
import { onlineStatusOf, userOnlineStateMessage, USER_STATE_SUB_ONLINE } from './user-state';

const bools = [false, true] as const;

describe('onlineStatusOf', () => {
  it('reads a user in a call as chatting, whatever else holds', () => {
    for (const connected of bools) for (const isRest of bools) for (const hideOnline of bools) {
      expect(onlineStatusOf({ connected, inCall: true, isRest, hideOnline })).toBe(ONLINE_STATUS.chatting);
    }
  });
  it('reads someone not connected, or hiding their state, as offline', () => {
    for (const isRest of bools) {
      expect(onlineStatusOf({ connected: false, inCall: false, isRest, hideOnline: false })).toBe(ONLINE_STATUS.offline);
      expect(onlineStatusOf({ connected: true, inCall: false, isRest, hideOnline: true })).toBe(ONLINE_STATUS.offline);
    }
  });
  it('reads a connected user in rest mode as rest, otherwise online', () => {
    expect(onlineStatusOf({ connected: true, inCall: false, isRest: true, hideOnline: false })).toBe(ONLINE_STATUS.rest);
    expect(onlineStatusOf({ connected: true, inCall: false, isRest: false, hideOnline: false })).toBe(ONLINE_STATUS.online);
  });
});

describe('userOnlineStateMessage', () => {
  it('is a type-7 message naming the user and the status', () => {
    expect(userOnlineStateMessage(5, ONLINE_STATUS.chatting)).toEqual({
      type: REALTIME_MESSAGE_TYPE.userState, sub: USER_STATE_SUB_ONLINE, uid: 5, online_status: ONLINE_STATUS.chatting,
    });
  });
});
