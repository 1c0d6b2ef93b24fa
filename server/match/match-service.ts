import type { Kysely } from 'kysely';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { MatchInfo } from '../../src/application/contracts/match/match-info.js';
import type { MatchStopReason } from '../../src/application/contracts/match/match-event.js';
import { CALL_ERROR } from '../../src/application/contracts/call/call-errors.js';
import type { CallType } from '../../src/domain/calls/call-codes.js';
import { CALL_ROOM_TYPE, MATCH_WAIT_MAX_MS } from '../../src/domain/constants.js';
import { isDemoPair } from '../../src/domain/money/demo-host-free.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { Ledger } from '../ledger/ledger-types.js';
import type { SpendingAllowance } from '../spending/spending-allowance.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { callPeerOf, type UserRow } from '../calls/call-peer.js';
import type { CallEvent, CallResult, CallsService } from '../calls/calls-service.js';
import { addGreetCandidates } from '../messages/greet-candidates.js';
import { blocksAmong } from '../users/blocks-between.js';
import type { Cancel, Scheduler } from '../calls/scheduler.js';
import { publishMatched, publishStopMatching } from './match-events.js';
import type { MatchQueue } from './match-queue.js';
import type { Mutex } from '../scale/mutex.js';
import { isVip, matchInfoOf, matchPriceOf } from './match-prices.js';
import { recordMatchPayment, takeMatchPaymentBack, type MatchPaid } from './match-payments-queries.js';
import { findUsers } from './match-queries.js';
import { planMatches, type MatchEntry, type PlannedMatch } from './plan-matches.js';

export interface MatchServiceDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  /** What a seeker may still spend under their own limits (issue #19), checked like the balance before queueing. */
  readonly spendingLeft: SpendingAllowance;
  readonly publisher: RealtimePublisher;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly calls: CallsService;
  readonly onError: ErrorReporter;
  /** Seekers match each other when no host is there (plan-matches.ts PlanOptions). */
  readonly seekersTogether?: boolean;
  /** Who waits: in this process, or in Redis shared by every node (REDIS_URL). */
  readonly queue: MatchQueue;
  /** Pairing runs one round at a time across every node (ctx.cluster.mutex). */
  readonly mutex: Mutex;
}

/** The match page's numbers and what the match about to start will cost. */
export type MatchTicket = MatchInfo & { readonly price: number };

/** How a seeker's match was paid: a free match or coins, or nothing (a demo host, a price of 0). */
type Payment = MatchPaid | 'nothing';

/** Two matched users go on each other's say-hi list. */
async function recordMet(db: Kysely<Database>, a: number, b: number, now: number): Promise<void> {
  await addGreetCandidates(db, a, [b], now);
  await addGreetCandidates(db, b, [a], now);
}

/** The one mutex the queue changes under: one pairing round at a time over every node. */
const PAIRING = 'match-pairing';

/**
 * The match queue (ADR 0004). Seekers wait; hosts (and demo hosts, offered by the demo
 * host agent) take them; VIP seekers go first. The seeker pays when the match is made:
 * a free match first (the welcome gift, match_free_count), else the match price through
 * the ledger under the queue stay's ticket, so a stay is charged once — unless the host is
 * a demo host, whose matches are free. The pair then
 * becomes a match call (room type 2) owned by the call service, the seeker calling.
 * The queue is `deps.queue` (this process, or Redis for every node); the expiry timer of
 * an entry runs on the node it joined, and pairing drops an entry past its wait anyway
 * (its node may have died).
 */
export class MatchService {
  private readonly expiries = new Map<number, Cancel>();
  private readonly waitingListeners = new Set<(entry: MatchEntry) => void>();
  private seq = 0;
  private readonly stopCalls: () => void;

  constructor(private readonly deps: MatchServiceDeps) {
    this.stopCalls = deps.calls.onEvent((event) => this.onCall(event));
  }

  /** Hears every seeker that starts waiting (the demo host agent offers them a host). */
  onWaiting(listener: (entry: MatchEntry) => void): () => void {
    this.waitingListeners.add(listener);
    return () => this.waitingListeners.delete(listener);
  }

  async isWaiting(uid: number): Promise<boolean> {
    return (await this.deps.queue.get(uid)) !== undefined;
  }

  async waitingUids(): Promise<readonly number[]> {
    return (await this.deps.queue.all()).map((entry) => entry.uid);
  }

  private locked<T>(work: () => Promise<T>): Promise<T> {
    return this.deps.mutex.run(PAIRING, work);
  }

  async info(uid: number): Promise<CallResult<MatchInfo & { readonly waiting: 0 | 1 }>> {
    const user = (await findUsers(this.deps.db, [uid])).get(uid);
    if (user === undefined) return { ok: false, error: { code: CALL_ERROR.userNotFound } };
    return { ok: true, value: { ...matchInfoOf(user), waiting: (await this.isWaiting(uid)) ? 1 : 0 } };
  }

  /** Joins the queue (or stays in it) and matches whoever can be matched. */
  start(uid: number, callType: CallType): Promise<CallResult<MatchTicket>> {
    return this.locked(async () => {
      const { db, ledger, clock } = this.deps;
      const user = (await findUsers(db, [uid])).get(uid);
      if (user === undefined) return { ok: false, error: { code: CALL_ERROR.userNotFound } };
      if (await this.deps.calls.isInCall(uid)) return { ok: false, error: { code: CALL_ERROR.inCall } };
      const now = clock.now();
      const price = user.match_free_count > 0 ? 0 : matchPriceOf(user, now);
      if (price > 0) {
        const balance = await ledger.balanceOf(uid);
        if (balance < price) return { ok: false, error: { code: CALL_ERROR.insufficient, balance, needCoins: price } };
        const left = await this.deps.spendingLeft(uid);
        if (left !== null && left < price) return { ok: false, error: { code: CALL_ERROR.spendLimit } };
      }
      if (!(await this.isWaiting(uid))) await this.enqueue({ uid, ticket: this.ticket(uid), vip: isVip(user, now), host: user.is_host, queuedAt: now, callType });
      await this.pairWaiting();
      return { ok: true, value: { ...matchInfoOf(user), price } };
    });
  }

  /** A (demo) host joins the queue to take a seeker; hosts never pay for matches. */
  offerHost(uid: number, callType: CallType): Promise<void> {
    return this.locked(async () => {
      if ((await this.isWaiting(uid)) || (await this.deps.calls.isInCall(uid))) return;
      await this.enqueue({ uid, ticket: this.ticket(uid), vip: false, host: true, queuedAt: this.deps.clock.now(), callType });
      await this.pairWaiting();
    });
  }

  /**
   * /match/close: leaves the queue. Every session of the user hears key 9. A close that
   * finds the user no longer waiting may have crossed a pairing: the match call made for
   * them, not connected yet, is withdrawn — an app closes its search when it goes to the
   * background, where its session (and so the match event) is gone, and the partner's call
   * rang nobody until the ring timeout while the absent user was held in it (issue #17).
   * Nobody met, so the seeker's match is paid back — from the payment's record in the
   * database, so whichever node serves the close (or a restarted one) pays it back, once.
   */
  close(uid: number): Promise<boolean> {
    return this.locked(async () => {
      if (await this.stop(uid, 'closed')) return true;
      const withdrawn = await this.deps.calls.withdrawMatch(uid);
      if (withdrawn !== null) {
        const paid = await takeMatchPaymentBack(this.deps.db, withdrawn, this.deps.clock.now());
        if (paid !== null) await this.giveBack(paid);
      }
      return false;
    });
  }

  /** Shutdown: forget this node's expiry timers (a shared queue keeps its entries; pairing drops them when they are due). */
  shutdown(): void {
    for (const expire of this.expiries.values()) expire();
    this.expiries.clear();
    this.stopCalls();
  }

  private async enqueue(entry: MatchEntry): Promise<void> {
    await this.deps.queue.add(entry);
    const expire = this.deps.scheduler.at(entry.queuedAt + MATCH_WAIT_MAX_MS, () =>
      this.locked(async () => {
        if ((await this.deps.queue.get(entry.uid))?.ticket === entry.ticket) await this.stop(entry.uid, 'expired');
      }),
    );
    this.expiries.set(entry.uid, expire);
    if (!entry.host) for (const listener of this.waitingListeners) listener(entry);
  }

  private async remove(uid: number): Promise<boolean> {
    this.expiries.get(uid)?.();
    this.expiries.delete(uid);
    return this.deps.queue.remove(uid);
  }

  private async stop(uid: number, reason: MatchStopReason): Promise<boolean> {
    const was = await this.remove(uid);
    if (was) await this.tell(() => publishStopMatching(this.deps.publisher, uid, reason));
    return was;
  }

  private ticket(uid: number): string {
    return `${uid}:${this.deps.clock.now()}:${this.seq++}`;
  }

  /** Pairs until no pair is left; every pair removes its seeker, so it ends. */
  private async pairWaiting(): Promise<void> {
    for (let plan = await this.plan(); plan.length > 0; plan = await this.plan()) {
      for (const match of plan) await this.connect(match);
    }
  }

  /** The pairs to make now; users a block stands between are never paired (the blocks are read per round). */
  private async plan(): Promise<PlannedMatch[]> {
    const now = this.deps.clock.now();
    const all = await this.deps.queue.all();
    // An entry whose node died has no expiry timer left: it ends here instead.
    for (const entry of all) if (entry.queuedAt + MATCH_WAIT_MAX_MS <= now) await this.stop(entry.uid, 'expired');
    const waiting = all.filter((entry) => entry.queuedAt + MATCH_WAIT_MAX_MS > now);
    const blocked = await blocksAmong(this.deps.db, waiting.map((entry) => entry.uid));
    return planMatches(waiting, { seekersTogether: this.deps.seekersTogether === true, blocked });
  }

  /**
   * The seeker pays for the match, then the match call starts; a seeker who cannot pay stops
   * matching. A match with a demo host is free: it spends neither coins nor a free match.
   */
  private async connect({ caller, callee }: PlannedMatch): Promise<void> {
    const pair = await findUsers(this.deps.db, [caller.uid, callee.uid]);
    const payment = isDemoPair(pair.get(caller.uid), pair.get(callee.uid)) ? 'nothing' : await this.pay(caller);
    if (payment === null) {
      await this.stop(caller.uid, 'balance');
      return;
    }
    await this.remove(caller.uid);
    await this.remove(callee.uid);
    const started = await this.deps.calls.start(caller.uid, { targetUid: callee.uid, callType: caller.callType, roomType: CALL_ROOM_TYPE.match, ring: false });
    if (!started.ok) {
      // Someone got into another call meanwhile: the match is off and paid back.
      if (payment !== 'nothing') await this.giveBack(payment);
      await this.tell(() => publishStopMatching(this.deps.publisher, caller.uid, 'call'));
      await this.tell(() => publishStopMatching(this.deps.publisher, callee.uid, 'call'));
      return;
    }
    const room = started.value;
    if (payment !== 'nothing') await recordMatchPayment(this.deps.db, room.room_id, payment);
    // Each may now say hi to the other in one tap (/greet/send greets only such candidates).
    await this.tell(() => recordMet(this.deps.db, caller.uid, callee.uid, this.deps.clock.now()));
    const users = await findUsers(this.deps.db, [caller.uid, callee.uid]);
    const side = (user: UserRow | undefined) => (user === undefined ? null : { card: callPeerOf(user, this.deps.clock.now()), freeLeft: user.match_free_count });
    const callerSide = side(users.get(caller.uid));
    const calleeSide = side(users.get(callee.uid));
    if (callerSide === null || calleeSide === null) return;
    await this.tell(() =>
      publishMatched(this.deps.publisher, { roomId: room.room_id, callType: room.call_type, pricePerMin: room.price_per_min, freeSeconds: room.free_seconds }, callerSide, calleeSide),
    );
  }

  /** A free match if one is left, else the match price; null when neither can pay. */
  private async pay(entry: MatchEntry): Promise<Payment | null> {
    const { db, ledger, clock } = this.deps;
    const free = await db
      .updateTable('users')
      .set((eb) => ({ match_free_count: eb('match_free_count', '-', 1) }))
      .where('uid', '=', entry.uid)
      .where('match_free_count', '>', 0)
      .returning('uid')
      .executeTakeFirst();
    if (free !== undefined) return { uid: entry.uid, kind: 'free_match', price: 0, ticket: entry.ticket };
    const user = (await findUsers(db, [entry.uid])).get(entry.uid);
    if (user === undefined) return null;
    const price = matchPriceOf(user, clock.now());
    if (price === 0) return 'nothing';
    const paid = await ledger.spend(entry.uid, price, 'match', `match:${entry.ticket}`, { ticket: entry.ticket });
    if (!paid.ok) return null;
    return { uid: entry.uid, kind: 'coins', price, ticket: entry.ticket };
  }

  /** Gives a match's payment back: the free match, or the coins under the stay's ticket (the ledger books that key once). */
  private async giveBack({ uid, kind, price, ticket }: MatchPaid): Promise<void> {
    const { db, ledger } = this.deps;
    if (kind === 'free_match') {
      await db.updateTable('users').set((eb) => ({ match_free_count: eb('match_free_count', '+', 1) })).where('uid', '=', uid).execute();
      return;
    }
    await ledger.credit(uid, price, 'refund', `match-refund:${ticket}`, { ticket });
  }

  /** A call rang someone who was waiting (or they called): they stop matching. */
  private onCall(event: CallEvent): void {
    if (event.kind !== 'started' || event.call.room_type === CALL_ROOM_TYPE.match) return;
    const uids = [event.call.caller_uid, event.call.callee_uid];
    void this.locked(async () => {
      for (const uid of uids) await this.stop(uid, 'call');
    }).catch(this.deps.onError);
  }


  private async tell(publish: () => Promise<void>): Promise<void> {
    try {
      await publish();
    } catch (error) {
      this.deps.onError(error);
    }
  }
}
