import { describe, expect, it } from 'vitest';
import { CALL_ROOM_TYPE, CALL_STATUS_ICON, CALL_TYPE } from '../../src/domain/constants.js';
import { callRow } from './call-test-rows.js';
import { historyEntry } from './history-entry.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

const ended = (reason: number, connected: boolean, fields = {}) =>
  callRow({ status: 'ended', end_reason: reason, answered_at: connected ? 1_000 : null, connected_at: connected ? 2_000 : null, ended_at: 62_999, ...fields });
const both = (row: ReturnType<typeof callRow>) =>
  (['caller', 'callee'] as const).map((party) => {
    const { kind, status_icon } = historyEntry(row, party);
    return [kind, status_icon];
  });

describe('call-list rows of both parties', () => {
  it('lists a completed call as outgoing and incoming, with its connected seconds', () => {
    const row = ended(CALL_END_REASON.userEnd, true, { coins_charged: 60 });
    expect(both(row)).toEqual([['outgoing', CALL_STATUS_ICON.completed], ['incoming', CALL_STATUS_ICON.completed]]);
    expect(historyEntry(row, 'caller')).toMatchObject({ uid: 1, peer_uid: 2, duration_s: 60, coins: 60, media: 'video' });
    expect(historyEntry(row, 'callee')).toMatchObject({ uid: 2, peer_uid: 1, coins: 0 });
  });

  it('lists a cancelled call as cancelled for the caller and missed for the callee', () => {
    expect(both(ended(CALL_END_REASON.cancel, false))).toEqual([['cancelled', CALL_STATUS_ICON.cancelled], ['missed', CALL_STATUS_ICON.missed]]);
  });

  it('lists a refused call as declined on both sides', () => {
    expect(both(ended(CALL_END_REASON.refuse, false))).toEqual([['declined', CALL_STATUS_ICON.declinedOrMissed], ['declined', CALL_STATUS_ICON.declinedOrMissed]]);
  });

  it('lists an unanswered (timed out or busy) call as outgoing for the caller and missed for the callee', () => {
    expect(both(ended(CALL_END_REASON.timeout, false))).toEqual([['outgoing', CALL_STATUS_ICON.declinedOrMissed], ['missed', CALL_STATUS_ICON.missed]]);
  });

  it('lists a match call as a match call, audio when it was a voice call', () => {
    const row = ended(CALL_END_REASON.balance, true, { room_type: CALL_ROOM_TYPE.match, call_type: CALL_TYPE.voice });
    expect(both(row).map(([kind]) => kind)).toEqual(['match', 'match']);
    expect(historyEntry(row, 'callee').media).toBe('audio');
  });
});
