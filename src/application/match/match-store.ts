import { BehaviorSubject, distinctUntilChanged, filter, Subject, type Observable } from 'rxjs';
import { CALL_ERROR } from '../contracts/call/call-errors';
import type { CallPeer } from '../contracts/call/call-peer';
import { matchCloseContract } from '../contracts/match/close.contract';
import { MATCH_EVENT_KEY, matchEventSchema, type MatchEvent, type MatchStopReason } from '../contracts/match/match-event';
import { matchInfoContract } from '../contracts/match/info.contract';
import type { MatchInfo } from '../contracts/match/match-info';
import { matchStartContract } from '../contracts/match/start.contract';
import type { HttpPort } from '../ports/http.port';
import type { RealtimePort } from '../ports/realtime.port';
import { CALL_TYPE, matchPrice, REALTIME_MESSAGE_TYPE, type CallType, type MatchPricedUser } from '../../domain';

/**
 * The match page's states (000 §3): idle (tap to start), finding (the animation), matched
 * (the partner's card, briefly), connecting (the match call is being set up). `stopped`
 * says why a search ended without a match.
 */
export type MatchPhase = 'idle' | 'starting' | 'finding' | 'matched';

export interface MatchView {
  readonly phase: MatchPhase;
  readonly info: MatchInfo | null;
  /** What a match costs this user once the free matches are used (VIP half price, paying or free user); null before the info. */
  readonly listPrice: number | null;
  /** What the running search will cost when a partner is found (0: a free match). */
  readonly price: number | null;
  readonly partner: CallPeer | null;
  readonly stopped: MatchStopReason | null;
  /** A refusal of /match/start other than coins (its msg code). */
  readonly error: string | null;
}

export type MatchNotice = { readonly kind: 'rechargeNeeded' } | { readonly kind: 'matched'; readonly event: Extract<MatchEvent, { key: 1 }> };

export interface MatchStoreDeps {
  readonly http: HttpPort;
  readonly realtime: RealtimePort;
  /** The call store's side: the match call runs as any call. */
  readonly takeMatchCall: (event: Extract<MatchEvent, { key: 1 }>) => Promise<void>;
  readonly setMatchOpen: (open: boolean) => void;
  /** The signed-in user's VIP flag and recharge total (the init user); null before init. */
  readonly pricedUser?: () => MatchPricedUser | null;
  /** Whether the app is in front (the VISIBLE port): going to the background leaves the queue. */
  readonly visible$?: Observable<boolean>;
}

export interface MatchStore {
  readonly view$: Observable<MatchView> & { getValue(): MatchView };
  readonly notices$: Observable<MatchNotice>;
  refresh(): Promise<void>;
  start(callType?: CallType): Promise<void>;
  close(): Promise<void>;
  /** Back to idle once the match call has taken over (or ended). */
  reset(): void;
  dispose(): void;
}

const IDLE: MatchView = { phase: 'idle', info: null, listPrice: null, price: null, partner: null, stopped: null, error: null };

/** Random matching: /match/start joins the queue, match events (type 4) say found or stopped. */
export function createMatchStore(deps: MatchStoreDeps): MatchStore {
  const view = new BehaviorSubject<MatchView>(IDLE);
  const notices = new Subject<MatchNotice>();
  const patch = (changes: Partial<MatchView>) => view.next({ ...view.value, ...changes });
  // A function, so TypeScript does not carry a narrowing across an await.
  const phase = (): MatchPhase => view.value.phase;

  const messages = deps.realtime.messages$.subscribe((message) => {
    if (message.type !== REALTIME_MESSAGE_TYPE.match) return;
    const parsed = matchEventSchema.safeParse(message);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.key === MATCH_EVENT_KEY.incomingCall) {
      const info = view.value.info === null ? null : { ...view.value.info, match_free_count: event.match_free_count };
      patch({ phase: 'matched', partner: event.user_info, info });
      deps.setMatchOpen(false);
      notices.next({ kind: 'matched', event });
      void deps.takeMatchCall(event);
    } else if (event.key === MATCH_EVENT_KEY.stopMatching && view.value.phase === 'finding') {
      patch({ phase: 'idle', stopped: event.reason });
      deps.setMatchOpen(false);
      if (event.reason === 'balance') notices.next({ kind: 'rechargeNeeded' });
    }
  });

  /*
   * 000 §4 / 001 §4: an app going to the background stops matching. Its realtime session
   * closes there (dropping its queue on the broker), so a match made meanwhile never
   * reached it: the partner's match call rang nobody until the 30 s ring timeout, and the
   * server kept the absent user in that call (issue #17, traced with the simulator's churn).
   */
  const backgrounded = deps.visible$?.pipe(distinctUntilChanged(), filter((visible) => !visible)).subscribe(() => void store.close());

  const store: MatchStore = {
    view$: view,
    notices$: notices.asObservable(),
    async refresh() {
      const result = await deps.http.request(matchInfoContract, {});
      if (!result.ok) return;
      const { waiting, ...info } = result.data;
      const user = deps.pricedUser?.() ?? null;
      patch({ info, listPrice: user === null ? info.free_user_match_price : matchPrice(user, info), ...(waiting === 1 && view.value.phase === 'idle' ? { phase: 'finding' as const } : {}) });
    },
    async start(callType = CALL_TYPE.video) {
      if (view.value.phase !== 'idle') return;
      patch({ phase: 'starting', stopped: null, error: null, partner: null });
      const result = await deps.http.request(matchStartContract, { call_type: callType });
      if (phase() !== 'starting') {
        // Closed meanwhile: the close may have reached the server before this start, which then queued us.
        // (Matched meanwhile — the pairing's event can beat the start's answer — is no close.)
        if (result.ok && phase() === 'idle' && view.value.stopped === 'closed') await deps.http.request(matchCloseContract, {});
        return;
      }
      if (!result.ok) {
        patch({ phase: 'idle', error: result.error.msg === CALL_ERROR.insufficient ? null : result.error.msg });
        if (result.error.msg === CALL_ERROR.insufficient) notices.next({ kind: 'rechargeNeeded' });
        return;
      }
      const { price, ...info } = result.data;
      patch({ phase: 'finding', info, price });
      deps.setMatchOpen(true);
    },
    async close() {
      if (view.value.phase !== 'finding' && view.value.phase !== 'starting') return;
      patch({ phase: 'idle', stopped: 'closed' });
      deps.setMatchOpen(false);
      await deps.http.request(matchCloseContract, {});
    },
    reset() {
      if (view.value.phase === 'matched') patch({ phase: 'idle', partner: null });
    },
    dispose() {
      messages.unsubscribe();
      backgrounded?.unsubscribe();
    },
  };
  return store;
}
