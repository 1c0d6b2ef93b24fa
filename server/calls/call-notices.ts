import type { ErrorReporter } from '../logging/error-reporter.js';
import type { CallPeer } from '../../src/application/contracts/call/call-peer.js';
import type { CallSignal } from '../../src/application/contracts/call/call-signal.js';
import type { CallParty } from '../../src/domain/calls/call-session.js';
import { CALL_ACTION_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { endedSignal, ringSignal } from './call-signals.js';
import type { CallRow } from './call-tables.js';

const TYPE = REALTIME_MESSAGE_TYPE.callSignal;

/** The type-3 messages the call service sends; a failed publish never fails the call (the status endpoints and /call/current repair it). */
export class CallNotices {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly onError: ErrorReporter,
  ) {}

  ring(row: CallRow, caller: CallPeer): Promise<void> {
    return this.send(row.callee_uid, ringSignal(row, caller));
  }

  answered(row: CallRow): Promise<void> {
    return this.send(row.caller_uid, { type: TYPE, event: 'answered', room_id: row.id, action: CALL_ACTION_TYPE.answer });
  }

  async connected(row: CallRow): Promise<void> {
    const message: CallSignal = { type: TYPE, event: 'connected', room_id: row.id, connected_at: row.connected_at ?? 0 };
    await Promise.all([this.send(row.caller_uid, message), this.send(row.callee_uid, message)]);
  }

  billed(row: CallRow, balance: number, limitLeft: number | null): Promise<void> {
    return this.send(row.caller_uid, { type: TYPE, event: 'billed', room_id: row.id, minute: row.billed_minutes, coins: row.coins_charged, balance, limit_left: limitLeft });
  }

  /** Each party gets the notice worded for them ("declined by Ana" only for the other side). */
  async ended(row: CallRow, names: Readonly<Record<CallParty, string>>): Promise<void> {
    await Promise.all([this.send(row.caller_uid, endedSignal(row, 'caller', names)), this.send(row.callee_uid, endedSignal(row, 'callee', names))]);
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
