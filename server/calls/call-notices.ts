import type { ErrorReporter } from '../logging/error-reporter.js';
import type { CallPeer } from '../../src/application/contracts/call/call-peer.js';
import type { CallSignal } from '../../src/application/contracts/call/call-signal.js';
import { callEndText, CALL_END_TEXTS_EN } from '../../src/domain/calls/call-end-text.js';
import { toCallEndReason } from '../../src/domain/calls/call-codes.js';
import type { CallParty } from '../../src/domain/calls/call-session.js';
import { CALL_ACTION_TYPE, CALL_END_REASON, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { callTypeOf, connectedWholeSeconds, roomTypeOf } from './call-row.js';
import type { CallRow } from './call-tables.js';

const TYPE = REALTIME_MESSAGE_TYPE.callSignal;

/** The type-3 messages the call service sends; a failed publish never fails the call (the status calls repair it). */
export class CallNotices {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly onError: ErrorReporter,
  ) {}

  ring(row: CallRow, caller: CallPeer): Promise<void> {
    return this.send(row.callee_uid, {
      type: TYPE, event: 'ring', room_id: row.id, action: CALL_ACTION_TYPE.call,
      room_type: roomTypeOf(row), call_type: callTypeOf(row), live_id: row.live_id ?? 0,
      user_info: caller, price_per_min: row.price_per_min, free_seconds: row.free_seconds,
    });
  }

  answered(row: CallRow): Promise<void> {
    return this.send(row.caller_uid, { type: TYPE, event: 'answered', room_id: row.id, action: CALL_ACTION_TYPE.answer });
  }

  async connected(row: CallRow): Promise<void> {
    const message: CallSignal = { type: TYPE, event: 'connected', room_id: row.id, connected_at: row.connected_at ?? 0 };
    await Promise.all([this.send(row.caller_uid, message), this.send(row.callee_uid, message)]);
  }

  billed(row: CallRow, balance: number): Promise<void> {
    return this.send(row.caller_uid, { type: TYPE, event: 'billed', room_id: row.id, minute: row.billed_minutes, coins: row.coins_charged, balance });
  }

  /** Each party gets the notice worded for them ("declined by Ana" only for the other side). */
  async ended(row: CallRow, names: Readonly<Record<CallParty, string>>): Promise<void> {
    const reason = toCallEndReason(row.end_reason ?? 0) ?? CALL_END_REASON.system;
    const connected_s = connectedWholeSeconds(row, row.ended_at ?? row.created_at);
    const tell = (party: CallParty, uid: number) => {
      const self = row.ended_by === uid;
      const text = callEndText(reason, {
        peerName: names[party === 'caller' ? 'callee' : 'caller'],
        direction: party === 'caller' ? 'outgoing' : 'incoming',
        endedBy: self ? 'self' : 'other',
        answered: row.answered_at !== null,
      });
      const hangup_tips = CALL_END_TEXTS_EN[text.key].replace('{{name}}', text.params?.name ?? '');
      return this.send(uid, { type: TYPE, event: 'ended', room_id: row.id, reason, hangup_tips, connected_s, coins: row.coins_charged });
    };
    await Promise.all([tell('caller', row.caller_uid), tell('callee', row.callee_uid)]);
  }

  /** WebRTC negotiation from one party to the other. */
  relay(toUid: number, roomId: number, fromUid: number, data: unknown): Promise<void> {
    return this.send(toUid, { type: TYPE, event: 'signal', room_id: roomId, from_uid: fromUid, data });
  }

  private async send(uid: number, message: CallSignal): Promise<void> {
    try {
      await this.publisher.publishToUser(uid, message);
    } catch (error) {
      this.onError(error, { task: 'publish call notice', uid });
    }
  }
}
