import { describe, expect, it } from 'vitest';
import { CALL_ROOM_TYPE, CALL_STATUS_ICON, CALL_TYPE } from '../constants';
import { callHistoryKind, callHistoryMedia, callStatusIcon, type CallOutcome } from './call-history';
import { CALL_END_REASON } from './call-codes';

const base: CallOutcome = {
  direction: 'outgoing', roomType: CALL_ROOM_TYPE.call, callType: CALL_TYPE.video,
  phase: 'ended', reason: CALL_END_REASON.userEnd, wasConnected: true,
};

describe('call history rows', () => {
  it('lists a connected call by its direction with the completed icon', () => {
    expect(callHistoryKind(base)).toBe('outgoing');
    expect(callHistoryKind({ ...base, direction: 'incoming' })).toBe('incoming');
    expect(callStatusIcon(base)).toBe(CALL_STATUS_ICON.completed);
  });
  it('lists a call that came from a match as a match call', () => {
    expect(callHistoryKind({ ...base, roomType: CALL_ROOM_TYPE.match })).toBe('match');
  });
  it('lists an unanswered refused call as declined with the declined-or-missed icon', () => {
    const declined = { ...base, reason: CALL_END_REASON.refuse, wasConnected: false };
    expect(callHistoryKind(declined)).toBe('declined');
    expect(callStatusIcon(declined)).toBe(CALL_STATUS_ICON.declinedOrMissed);
  });
  it('marks missed and cancelled calls with their own icons', () => {
    const missed = { ...base, direction: 'incoming' as const, phase: 'missed' as const, reason: CALL_END_REASON.cancel, wasConnected: false };
    const cancelled = { ...base, phase: 'cancelled' as const, reason: CALL_END_REASON.cancel, wasConnected: false };
    expect([callHistoryKind(missed), callStatusIcon(missed)]).toEqual(['missed', CALL_STATUS_ICON.missed]);
    expect([callHistoryKind(cancelled), callStatusIcon(cancelled)]).toEqual(['cancelled', CALL_STATUS_ICON.cancelled]);
  });
  it('calls a voice call audio', () => {
    expect([callHistoryMedia(CALL_TYPE.video), callHistoryMedia(CALL_TYPE.voice)]).toEqual(['video', 'audio']);
  });
});
