import type { CallPeer } from '../../src/application/contracts/call/call-peer.js';
import type { CallSignal } from '../../src/application/contracts/call/call-signal.js';
import { callEndText, CALL_END_TEXTS_EN } from '../../src/domain/calls/call-end-text.js';
import { CALL_END_REASON, toCallEndReason } from '../../src/domain/calls/call-codes.js';
import type { CallParty } from '../../src/domain/calls/call-session.js';
import { CALL_ACTION_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { callTypeOf, connectedWholeSeconds, roomTypeOf } from './call-row.js';
import type { CallRow } from './call-tables.js';

/*
 * The type-3 messages about a call that are worded from its row alone: what the callee
 * is rung with and what each party is told at the end. The call service pushes them;
 * /call/current answers them again to a client that was away when they were pushed.
 */

const TYPE = REALTIME_MESSAGE_TYPE.callSignal;

/** The ring the callee gets, with the caller's card and the rate locked at the start. */
export function ringSignal(row: CallRow, caller: CallPeer): CallSignal {
  return {
    type: TYPE, event: 'ring', room_id: row.id, action: CALL_ACTION_TYPE.call,
    room_type: roomTypeOf(row), call_type: callTypeOf(row), live_id: row.live_id ?? 0,
    user_info: caller, price_per_min: row.price_per_min, free_seconds: row.free_seconds,
  };
}

/** The end of an ended call as `party` is told it ("declined by Ana" only for the other side). */
export function endedSignal(row: CallRow, party: CallParty, names: Readonly<Record<CallParty, string>>): CallSignal {
  const reason = toCallEndReason(row.end_reason ?? 0) ?? CALL_END_REASON.system;
  const uid = party === 'caller' ? row.caller_uid : row.callee_uid;
  const text = callEndText(reason, {
    peerName: names[party === 'caller' ? 'callee' : 'caller'],
    direction: party === 'caller' ? 'outgoing' : 'incoming',
    endedBy: row.ended_by === uid ? 'self' : 'other',
    answered: row.answered_at !== null,
  });
  const hangup_tips = CALL_END_TEXTS_EN[text.key].replace('{{name}}', text.params?.name ?? '');
  const connected_s = connectedWholeSeconds(row, row.ended_at ?? row.created_at);
  return { type: TYPE, event: 'ended', room_id: row.id, reason, hangup_tips, connected_s, coins: row.coins_charged };
}
