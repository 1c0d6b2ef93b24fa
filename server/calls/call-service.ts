import type { ErrorReporter } from '../logging/error-reporter.js';
import type { CallRoom } from '../../src/application/contracts/call/call-room.js';
import type { CallStatus } from '../../src/application/contracts/call/call-status.js';
import { CALL_ERROR, type CallErrorCode } from '../../src/application/contracts/call/call-errors.js';
import type { CallHistoryRow } from '../../src/application/contracts/call/history.contract.js';
import type { CallEndReason } from '../../src/domain/calls/call-codes.js';
import { connectedSeconds, partyEndReason, transitionCallSession, type CallEndActor, type CallParty } from '../../src/domain/calls/call-session.js';
import { CALL_CONNECT_TIMEOUT_MS, CALL_RING_TIMEOUT_MS, CALL_ROOM_TYPE } from '../../src/domain/constants.js';
import { activeBan } from '../admin/user-moderation.js';
import type { Clock } from '../context.js';
import type { IceServers } from '../ice/ice-servers.js';
import type { Ledger } from '../ledger/ledger-types.js';
import type { SpendingAllowance } from '../spending/spending-allowance.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { isBlockedBetween } from '../users/blocks-between.js';
import { billDueMinutes } from './bill-call.js';
import { CallNotices } from './call-notices.js';
import { callPeerOf, type UserRow } from './call-peer.js';
import { freeMinutesUsed, lockRate } from './call-rate.js';
import {
  createCall,
  currentRoomOf,
  findCall,
  findUsers,
  historyPage,
  isInCall,
  inCallAmong,
  markAnswered,
  markConnected,
  markEnded,
  openCalls,
  recordBusyCall,
  recordHeartbeat,
  type NewCall,
} from './call-repository.js';
import {
  callStatusOf,
  callTypeOf,
  livenessDeadline,
  minuteStartsAt,
  partyOf,
  peerUidOf,
  roomTypeOf,
  sessionOf,
} from './call-row.js';
import { baseDatabase, type CallRow, type CallsDatabase } from './call-tables.js';
import type { CallError, CallEvent, CallResult, CallsService, StartCallRequest } from './calls-service.js';
import type { CallTimerOwner } from './call-timer-lease.js';
import { PAUSED_METER_RECHECK_MS, type CallMeter } from './call-meter.js';
import { KeyedLock } from './keyed-lock.js';
import { refundUnfinishedMinute } from './maintenance-refund.js';
import { RoomTimers } from './room-timers.js';
import type { Scheduler } from './scheduler.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

export interface CallServiceDeps {
  readonly db: CallsDatabase;
  readonly ledger: Ledger;
  /** Before ringing and after each billed minute: what the payer may still spend under their own limits. */
  readonly spendingLeft: SpendingAllowance;
  readonly publisher: RealtimePublisher;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly ice: IceServers;
  /** Where failures of background work (timers, publishes) are reported. */
  readonly onError: ErrorReporter;
  /** With several nodes, only the holder of the call-timers lease acts on a timer (call-timer-lease.ts); null in one process. */
  readonly timerOwner?: CallTimerOwner | null;
  /** Fair billing (issue #19): the meter stands still while the media is down, spoiled minutes are refunded at the end. */
  readonly meter?: CallMeter;
}

const ok = <T>(value: T): CallResult<T> => ({ ok: true, value });
const fail = <T>(code: CallErrorCode, extra: Omit<CallError, 'code'> = {}): CallResult<T> => ({ ok: false, error: { code, ...extra } });

/**
 * Owns every call (ADR 0004): start, ring, answer, connect, heartbeats, the end with the
 * spec's reasons, per-minute billing through the ledger, and the call lists. Its timers
 * run on the injected scheduler; the work for one room runs one piece at a time.
 *
 * Billing: the rate is locked in the row at the start; from the connect, after the free
 * period, each minute is charged at its start by the server's own timer (heartbeats only
 * prove liveness). When a minute cannot be paid the call ends where the last paid minute
 * ends, with reason 5. Any end first charges the minutes already started, so the coins
 * charged are always callCharge(connected seconds, free seconds, price).
 */
export class CallService implements CallsService {
  private readonly lock = new KeyedLock();
  private readonly timers = new RoomTimers();
  private readonly listeners = new Set<(event: CallEvent) => void>();
  private readonly notices: CallNotices;

  constructor(private readonly deps: CallServiceDeps) {
    this.notices = new CallNotices(deps.publisher, deps.onError);
  }

  onEvent(listener: (event: CallEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Rings `targetUid`; no block may stand between the two (either way), the caller must not
   * be in a call and must afford the first minute unless it starts free.
   */
  async start(callerUid: number, request: StartCallRequest): Promise<CallResult<CallRoom>> {
    const { db, ledger, clock } = this.deps;
    if (request.targetUid === callerUid) return fail(CALL_ERROR.self);
    const users = await findUsers(db, [callerUid, request.targetUid]);
    const caller = users.get(callerUid);
    const callee = users.get(request.targetUid);
    if (caller === undefined || callee === undefined) return fail(CALL_ERROR.userNotFound);
    if (await isBlockedBetween(baseDatabase(db), callerUid, callee.uid)) return fail(CALL_ERROR.blocked);
    const roomType = request.roomType ?? CALL_ROOM_TYPE.call;
    const rate = lockRate(caller, callee, request.callType, roomType);
    if (rate.pricePerMin > 0 && rate.freeSeconds === 0) {
      const balance = await ledger.balanceOf(callerUid);
      if (balance < rate.pricePerMin) return fail(CALL_ERROR.insufficient, { balance, needCoins: rate.pricePerMin });
      const left = await this.deps.spendingLeft(callerUid);
      if (left !== null && left < rate.pricePerMin) return fail(CALL_ERROR.spendLimit);
    }
    const call: NewCall = { callerUid, calleeUid: callee.uid, callType: request.callType, roomType, rate };
    const now = clock.now();
    const created = await createCall(db, call, now);
    if (!created.ok) {
      if (created.taken === 'caller') return fail(CALL_ERROR.inCall);
      await recordBusyCall(db, call, CALL_END_REASON.timeout, now);
      return fail(CALL_ERROR.busy);
    }
    const row = created.row;
    if (request.ring !== false) await this.notices.ring(row, callPeerOf(caller, now));
    this.armRinging(row);
    this.armLiveness(row);
    this.emit({ kind: 'started', call: row });
    return ok(this.roomView(row, 'caller', callee));
  }

  answer(uid: number, roomId: number, liveId = 0): Promise<CallResult<CallRoom>> {
    return this.withParty(uid, roomId, async (row, party) => {
      if (party !== 'callee') return fail(CALL_ERROR.notParty);
      const now = this.deps.clock.now();
      const moved = transitionCallSession(sessionOf(row), { type: 'answer' }, now);
      if (!moved.ok) return fail(CALL_ERROR.ended);
      let current = row;
      if (moved.changed) {
        const answered = await markAnswered(this.deps.db, row.id, liveId, now);
        if (answered === undefined) return this.answerLost(uid, row.id);
        current = answered;
        this.timers.clear(row.id, 'ring');
        this.armConnect(row.id, now);
        await this.notices.answered(current);
        this.emit({ kind: 'answered', call: current });
      }
      const peer = (await findUsers(this.deps.db, [current.caller_uid])).get(current.caller_uid);
      if (peer === undefined) return fail(CALL_ERROR.userNotFound);
      return ok(this.roomView(current, 'callee', peer));
    });
  }

  /** Either party reports media; billing counts from the first report. */
  connect(uid: number, roomId: number): Promise<CallResult<CallStatus>> {
    return this.withParty(uid, roomId, async (row) => {
      const now = this.deps.clock.now();
      const moved = transitionCallSession(sessionOf(row), { type: 'connect' }, now);
      if (!moved.ok) return fail(moved.error.code === 'CALL_SESSION.ENDED' ? CALL_ERROR.ended : CALL_ERROR.notAnswered);
      let current = row;
      if (moved.changed) {
        current = (await markConnected(this.deps.db, row.id, now)) ?? (await findCall(this.deps.db, row.id)) ?? row;
        this.timers.clear(row.id, 'connect');
        this.armBilling(current);
        await this.notices.connected(current);
      }
      return ok(await this.statusFor(current, uid));
    });
  }

  /** Liveness only; an ended call answers its final status so a reconnecting client learns the end. */
  heartbeat(uid: number, roomId: number): Promise<CallResult<CallStatus>> {
    return this.withParty(uid, roomId, async (row, party) => {
      const current = row.status === 'ended' ? row : ((await recordHeartbeat(this.deps.db, row.id, party, this.deps.clock.now())) ?? row);
      return ok(await this.statusFor(current, uid));
    });
  }

  /** A party hangs up (/call/end): cancel, refusal, or a user or host end by the phase. Idempotent. */
  end(uid: number, roomId: number): Promise<CallResult<CallStatus>> {
    return this.withParty(uid, roomId, (row, party) => this.hangUp(row, party, uid));
  }

  /** The callee refuses (reason 2 while it rings; after the answer it is a hang-up). */
  decline(uid: number, roomId: number): Promise<CallResult<CallStatus>> {
    return this.withParty(uid, roomId, (row, party) => (party === 'callee' ? this.hangUp(row, party, uid) : Promise.resolve(fail(CALL_ERROR.notParty))));
  }

  async history(uid: number, beforeId: number | undefined, limit: number): Promise<{ list: CallHistoryRow[]; has_more: boolean }> {
    const rows = await historyPage(this.deps.db, uid, beforeId, limit);
    const now = this.deps.clock.now();
    const list = rows.slice(0, limit).map(({ peer, peer_uid: _peer, uid: _uid, ...row }) => ({ ...row, user_info: callPeerOf(peer, now) }));
    return { list, has_more: rows.length > limit };
  }

  /** Re-arms the timers of calls left open by a previous run (or another process that stopped). */
  async resume(): Promise<void> {
    for (const row of await openCalls(this.deps.db)) {
      if (row.answered_at === null) this.armRinging(row);
      else if (row.connected_at === null) this.armConnect(row.id, row.answered_at);
      else this.armBilling(row);
      this.armLiveness(row);
    }
  }

  close(): void {
    this.timers.clearAll();
  }

  async endForMaintenance(startsAt: number): Promise<number> {
    let ended = 0;
    for (const open of await openCalls(this.deps.db)) {
      await this.lock.run(open.id, async () => {
        const row = await findCall(this.deps.db, open.id);
        if (row === undefined || row.status === 'ended') return;
        // Never end a call before its own last step (one connected after the start, on a slow path).
        const at = Math.max(startsAt, row.connected_at ?? row.answered_at ?? row.created_at);
        const done = await this.finish(row, CALL_END_REASON.maintenance, 'system', at);
        if (done.end_reason !== CALL_END_REASON.maintenance) return;
        await refundUnfinishedMinute(this.deps.ledger, done);
        ended += 1;
      });
    }
    return ended;
  }

  isInCall(uid: number): Promise<boolean> {
    return isInCall(this.deps.db, uid);
  }

  inCallAmong(uids: readonly number[]): Promise<ReadonlySet<number>> {
    return inCallAmong(this.deps.db, uids);
  }

  async meteredCall(roomId: number): Promise<CallRow | null> {
    return (await findCall(this.deps.db, roomId)) ?? null;
  }

  async withdrawMatch(uid: number): Promise<number | null> {
    const roomId = await currentRoomOf(this.deps.db, uid);
    if (roomId === undefined) return null;
    const result = await this.withParty(uid, roomId, async (row, party) => {
      if (row.room_type !== CALL_ROOM_TYPE.match || row.status === 'ended' || row.connected_at !== null) return ok(false);
      await this.hangUp(row, party, uid);
      return ok(true);
    });
    return result.ok && result.value ? roomId : null;
  }

  async matchPeerOf(roomId: number, uid: number): Promise<number | null> {
    const row = await findCall(this.deps.db, roomId);
    const party = row === undefined ? null : partyOf(row, uid);
    return row !== undefined && party !== null && row.room_type === CALL_ROOM_TYPE.match ? peerUidOf(row, party) : null;
  }

  private async hangUp(row: CallRow, party: CallParty, uid: number): Promise<CallResult<CallStatus>> {
    if (row.status === 'ended') return ok(await this.statusFor(row, uid));
    const isHost = (await findUsers(this.deps.db, [uid])).get(uid)?.is_host ?? false;
    const reason = partyEndReason(sessionOf(row), party, isHost);
    const ended = await this.finish(row, reason, party, this.deps.clock.now());
    return ok(await this.statusFor(ended, uid));
  }

  /**
   * Ends the call: bills the minutes started by `at` first (a minute that cannot be paid
   * moves the end back to where it would have started, reason 5, or 9 for the payer's own
   * spending limit), then one transaction
   * writes the end, frees both parties and writes both call-list rows.
   */
  private async finish(row: CallRow, reason: CallEndReason, by: CallEndActor, at: number): Promise<CallRow> {
    const { db, ledger } = this.deps;
    const billed = await billDueMinutes(db, ledger, row, at, (r, balance) => this.billedNotice(r, balance));
    const endReason = billed.cut?.reason ?? reason;
    const endedBy: CallEndActor = billed.cut !== null ? 'system' : by;
    const endedAt = billed.cut?.at ?? at;
    const moved = transitionCallSession(sessionOf(billed.row), { type: 'end', reason: endReason, by: endedBy }, endedAt);
    if (!moved.ok) throw new Error(`call ${row.id}: end with reason ${endReason} by ${endedBy} refused (${moved.error.code})`);
    if (!moved.changed) return billed.row;
    const endedByUid = endedBy === 'caller' ? row.caller_uid : endedBy === 'callee' ? row.callee_uid : null;
    const connectedS = connectedSeconds(moved.session, endedAt);
    const freeUsed = freeMinutesUsed(connectedS, row.free_seconds, roomTypeOf(row));
    const coinsRefunded = (await this.deps.meter?.settle(billed.row, endedAt)) ?? 0;
    const ended = await markEnded(db, row.id, { reason: endReason, endedByUid, endedAt, freeMinutesUsed: freeUsed, coinsRefunded });
    if (ended === undefined) return (await findCall(db, row.id)) ?? billed.row;
    this.timers.clearRoom(row.id);
    const users = await findUsers(db, [ended.caller_uid, ended.callee_uid]);
    await this.notices.ended(ended, {
      caller: users.get(ended.caller_uid)?.nickname ?? '',
      callee: users.get(ended.callee_uid)?.nickname ?? '',
    });
    this.emit({ kind: 'ended', call: ended });
    return ended;
  }

  /** The payer learns each billed minute, and how many coins their own limit still allows (to warn a minute ahead). */
  private async billedNotice(row: CallRow, balance: number): Promise<void> {
    await this.notices.billed(row, balance, await this.deps.spendingLeft(row.caller_uid));
  }

  private armRinging(row: CallRow): void {
    this.timers.set(row.id, 'ring', this.deps.scheduler.at(row.created_at + CALL_RING_TIMEOUT_MS, () => this.onTimer(row.id, 'ring')));
  }

  private armConnect(roomId: number, answeredAt: number): void {
    this.timers.set(roomId, 'connect', this.deps.scheduler.at(answeredAt + CALL_CONNECT_TIMEOUT_MS, () => this.onTimer(roomId, 'connect')));
  }

  /** The next billing tick: one millisecond into the next unpaid minute. Free calls have none. */
  private armBilling(row: CallRow): void {
    if (row.price_per_min <= 0 || row.connected_at === null || row.status === 'ended') return;
    const next = minuteStartsAt(row, row.billed_minutes + 1) + 1;
    this.timers.set(row.id, 'billing', this.deps.scheduler.at(next, () => this.onTimer(row.id, 'billing')));
  }

  private armLiveness(row: CallRow): void {
    this.timers.set(row.id, 'liveness', this.deps.scheduler.at(livenessDeadline(row), () => this.onTimer(row.id, 'liveness')));
  }

  /** A timer fired: re-read the call (it may have moved on) and act under the room's lock. */
  private onTimer(roomId: number, timer: 'ring' | 'connect' | 'billing' | 'liveness'): Promise<void> {
    return this.lock.run(roomId, async () => {
      if (this.deps.timerOwner && !(await this.deps.timerOwner.holds())) return;
      const row = await findCall(this.deps.db, roomId);
      if (row === undefined || row.status === 'ended') return;
      const now = this.deps.clock.now();
      const phase = sessionOf(row).phase;
      switch (timer) {
        case 'ring':
          if (phase === 'ringing') await this.finish(row, CALL_END_REASON.timeout, 'system', now);
          return;
        case 'connect':
          if (phase === 'answered') await this.finish(row, CALL_END_REASON.timeout, 'system', now);
          return;
        case 'billing': {
          // Media down past the grace (fair billing): the next minute waits until it recovers.
          if (await this.deps.meter?.paused(row, now)) {
            this.timers.set(roomId, 'billing', this.deps.scheduler.at(now + PAUSED_METER_RECHECK_MS, () => this.onTimer(roomId, 'billing')));
            return;
          }
          const billed = await billDueMinutes(this.deps.db, this.deps.ledger, row, now, (r, balance) => this.billedNotice(r, balance));
          if (billed.cut !== null) await this.finish(billed.row, billed.cut.reason, 'system', billed.cut.at);
          else this.armBilling(billed.row);
          return;
        }
        case 'liveness':
          if (await this.mustStop(row, now)) await this.finish(row, CALL_END_REASON.system, 'system', now);
          else if (now >= livenessDeadline(row)) await this.finish(row, CALL_END_REASON.heartbeat, 'system', now);
          else this.armLiveness(row);
          return;
      }
    });
  }

  /**
   * An operator banned a party, or one party blocked the other during the call: the server
   * ends the call (reason 7) at its next liveness check.
   */
  private async mustStop(row: CallRow, now: number): Promise<boolean> {
    const users = await findUsers(this.deps.db, [row.caller_uid, row.callee_uid]);
    if ([...users.values()].some((user) => activeBan(user, now) !== null)) return true;
    return isBlockedBetween(baseDatabase(this.deps.db), row.caller_uid, row.callee_uid);
  }

  private withParty<T>(uid: number, roomId: number, work: (row: CallRow, party: CallParty) => Promise<CallResult<T>>): Promise<CallResult<T>> {
    return this.lock.run(roomId, async () => {
      const row = await findCall(this.deps.db, roomId);
      const party = row === undefined ? null : partyOf(row, uid);
      // A stranger learns nothing about someone else's call, not even that it exists.
      if (row === undefined || party === null) return fail<T>(CALL_ERROR.notFound);
      return work(row, party);
    });
  }

  /** Another process changed the call between our read and our write: answer from what it is now. */
  private async answerLost(uid: number, roomId: number): Promise<CallResult<CallRoom>> {
    const row = await findCall(this.deps.db, roomId);
    if (row === undefined || row.status === 'ended') return fail(CALL_ERROR.ended);
    const peer = (await findUsers(this.deps.db, [row.caller_uid])).get(row.caller_uid);
    return peer === undefined ? fail(CALL_ERROR.userNotFound) : ok(this.roomView(row, partyOf(row, uid) ?? 'callee', peer));
  }

  private roomView(row: CallRow, role: CallParty, peer: UserRow): CallRoom {
    const now = this.deps.clock.now();
    return {
      room_id: row.id,
      room_type: roomTypeOf(row),
      call_type: callTypeOf(row),
      live_id: row.live_id ?? 0,
      role,
      status: sessionOf(row).phase,
      price_per_min: row.price_per_min,
      free_seconds: row.free_seconds,
      user_info: callPeerOf(peer, now),
      ice_servers: this.deps.ice.forUser(role === 'caller' ? row.caller_uid : row.callee_uid),
    };
  }

  private async statusFor(row: CallRow, uid: number): Promise<CallStatus> {
    return callStatusOf(row, this.deps.clock.now(), await this.deps.ledger.balanceOf(uid));
  }

  private emit(event: CallEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.deps.onError(error);
      }
    }
  }
}
