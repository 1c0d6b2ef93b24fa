import { BehaviorSubject, interval, type Observable, type SchedulerLike, Subscription, timer } from 'rxjs';
import { callAnswerContract } from '../contracts/call/answer.contract';
import { callLiveAnswerContract } from '../contracts/call/live-answer.contract';
import { CALL_ERROR } from '../contracts/call/call-errors';
import type { CallPeer as CallPeerCard } from '../contracts/call/call-peer';
import type { CallRoom } from '../contracts/call/call-room';
import type { CallSignal } from '../contracts/call/call-signal';
import type { CallStatus } from '../contracts/call/call-status';
import { callConnectContract } from '../contracts/call/connect.contract';
import { callEndContract } from '../contracts/call/end.contract';
import { callHeartbeatContract } from '../contracts/call/heartbeat.contract';
import type { IceServer } from '../contracts/call/ice-server';
import { callStartContract } from '../contracts/call/start.contract';
import { MATCH_EVENT_KEY, matchEventSchema, type MatchEvent } from '../contracts/match/match-event';
import type { HttpPort } from '../ports/http.port';
import type { CallMediaSession, MediaErrorCode, MediaPhase, MediaPort, MediaQuality, MediaStreamHandle } from '../ports/media.port';
import type { RealtimePort } from '../ports/realtime.port';
import { heldUntilHeard } from './held-until-heard';
import { reportMedia } from './media-reporter';
import type { InboxSignal } from './recovered-call-signals';
import { createSignalOutbox } from './signal-outbox';
import {
  CALL_ACTION_TYPE,
  CALL_ROOM_TYPE,
  CALL_TYPE,
  CALL_CONNECT_TIMEOUT_MS,
  HEARTBEAT_MS,
  REALTIME_MESSAGE_TYPE,
  callReducer,
  coinShortfall,
  toCallEndReason,
  INITIAL_CALL_STATE,
  type CallEffect,
  type CallEndText,
  type CallEvent,
  type CallScreen,
  type CallType,
  type ClientCallState,
  type CoinShortfall,
} from '../../domain';

/** What the views show of the call, beside the reducer's slot. */
export interface CallView {
  readonly call: ClientCallState;
  /** The other user's card of the current (or last) call. */
  readonly peer: CallPeerCard | null;
  readonly pricePerMin: number;
  readonly freeSeconds: number;
  /** Local ms when media came up; the timer counts from here. */
  readonly connectedAt: number | null;
  readonly media: MediaPhase | null;
  /** The connected call's quality by its stats; the call screen shows a hint only when 'poor' or 'frozen'. */
  readonly quality: MediaQuality;
  /** The server's per-minute meter stands still while the media recovers (fair billing, issue #19). */
  readonly billingPaused: boolean;
  readonly mediaError: MediaErrorCode | null;
  readonly local: MediaStreamHandle | null;
  readonly remote: MediaStreamHandle | null;
  readonly microphoneOn: boolean;
  readonly cameraOn: boolean;
  /** Coins the call has cost so far (the caller's side). */
  readonly coins: number;
  /** Coins the payer's own spending limits still allow after the last billed minute; null: no limit (issue #19). */
  readonly limitLeft: number | null;
  /** The notice of the call that just ended, until dismissed. */
  readonly endText: CallEndText | null;
  /** Local ms when the last call ended (with connectedAt, its duration on the call-end page). */
  readonly endedAt: number | null;
  /** The room of the current (or last) call. */
  readonly roomId: string | null;
  /** Follow hearts the other side sent in this call (match event key 10): each one plays the heart once. */
  readonly followHearts: number;
  /** Who dialled the current (or last) call and whether it was video: who pays, what "call again" repeats. */
  readonly lastCall: { readonly direction: 'incoming' | 'outgoing'; readonly video: boolean } | null;
}

/** What the views and the navigation act on (the reducer's effects, and the store's own). */
export type CallNotice =
  | Exclude<CallEffect, { readonly kind: 'sendCallEnd' }>
  /** The coin check before calling failed, or the server refused for coins: open the recharge flow (then call `target` again). */
  | { readonly kind: 'rechargeNeeded'; readonly shortfall: CoinShortfall | null; readonly target: { readonly uid: number; readonly video: boolean } }
  /** /call/start was refused for a reason other than coins (msg: CALL.BUSY, noCallSelf…). */
  | { readonly kind: 'dialRefused'; readonly code: string };

export interface DialRequest {
  readonly peer: CallPeerCard;
  readonly callType: CallType;
  /** For the coin check before calling: the peer's price per minute and the caller's balance, when known. */
  readonly coinCheck?: { readonly pricePerMin: number; readonly balance: number; readonly freeSeconds: number };
  readonly fromType?: string | number;
}

export interface CallStoreDeps {
  readonly http: HttpPort;
  readonly realtime: RealtimePort;
  readonly media: MediaPort;
  readonly selfUid: () => number | null;
  /** ICE servers of the init config, for a match call (its event carries none). */
  readonly iceServers: () => readonly IceServer[];
  readonly now: () => number;
  readonly scheduler: SchedulerLike;
}

export interface CallStore {
  readonly view$: Observable<CallView> & { getValue(): CallView };
  readonly notices$: Observable<CallNotice>;
  dial(request: DialRequest): Promise<void>;
  accept(): Promise<void>;
  hangUp(): void;
  dismissEnd(): void;
  setScreen(screen: CallScreen): void;
  /** The live room this user hosts right now (null: none): a call answered meanwhile is a private call from it (/call/live-answer). */
  setHostedLive(liveId: number | null): void;
  setMatchOpen(open: boolean): void;
  /** A match event key 1: the match call, answered at once by the callee. */
  takeMatchCall(event: Extract<MatchEvent, { key: 1 }>): Promise<void>;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  switchCamera(): Promise<void>;
  dispose(): void;
}

const INITIAL_VIEW: CallView = {
  call: INITIAL_CALL_STATE, peer: null, pricePerMin: 0, freeSeconds: 0, connectedAt: null, media: null, quality: 'good', billingPaused: false, mediaError: null,
  local: null, remote: null, microphoneOn: true, cameraOn: true, coins: 0, limitLeft: null, endText: null, endedAt: null, roomId: null, lastCall: null,
  followHearts: 0,
};

const roomKey = (roomId: number): string => String(roomId);
const peerOf = (card: CallPeerCard) => ({ uid: card.uid, nickname: card.nickname });

/**
 * The client's call: the domain's callReducer decides, this store runs its effects — the
 * /call/* requests, the media session, the heartbeat every 30 s from the answer, and the
 * type-3 signals (ring, answered, connected, billed, ended and the relayed WebRTC
 * negotiation) as `signals$` hands them over: the realtime channel's, with what
 * /call/current recovers on each connect (call-signal-inbox.ts). Media up → /call/connect,
 * where the server starts billing.
 */
export function createCallStore(deps: CallStoreDeps, signals$: Observable<InboxSignal>): CallStore {
  const view = new BehaviorSubject<CallView>(INITIAL_VIEW);
  // Held until a view listens: the core (and a call recovered on its first connect) can come before the hosts mount.
  const notices = heldUntilHeard<CallNotice>();
  let session: { readonly roomId: string; readonly media: CallMediaSession; readonly subs: Subscription } | null = null;
  // Signals that came before the session opened (an offer can beat /call/answer's reply).
  let pending: { roomId: string; data: unknown[] } | null = null;
  let heartbeat: Subscription | null = null;
  let mediaDeadline: Subscription | null = null;
  const connectedRooms = new Set<string>();
  const outbox = createSignalOutbox(deps.realtime);

  // A function, so TypeScript does not carry a narrowing across a dispatch.
  const current = () => view.value.call.current;
  const patch = (changes: Partial<CallView>) => view.next({ ...view.value, ...changes });

  function stopCall(): void {
    heartbeat?.unsubscribe();
    heartbeat = null;
    mediaDeadline?.unsubscribe();
    mediaDeadline = null;
    pending = null;
    outbox.clear();
    if (session !== null) {
      session.subs.unsubscribe();
      session.media.close();
      session = null;
    }
    patch({ local: null, remote: null, media: null, quality: 'good', billingPaused: false });
  }

  function dispatch(event: CallEvent, suppress: (effect: CallEffect) => boolean = () => false): void {
    const { state, effects } = callReducer(view.value.call, event);
    const { current: now } = state;
    const lastCall =
      now.kind === 'active' ? { direction: now.call.direction, video: now.call.callType === CALL_TYPE.video }
      : now.kind === 'waiting' ? { direction: 'outgoing' as const, video: now.callType === CALL_TYPE.video }
      : view.value.lastCall;
    view.next({ ...view.value, call: state, lastCall });
    for (const effect of effects) {
      if (suppress(effect)) continue;
      if (effect.kind === 'sendCallEnd') {
        void deps.http.request(callEndContract, { room_id: Number(effect.roomId) });
        if (session?.roomId === effect.roomId) stopCall();
        continue;
      }
      if (effect.kind === 'showCallEnd') {
        stopCall();
        patch({ endText: effect.text, endedAt: deps.now() });
      }
      notices.next(effect);
    }
  }

  function statusSeen(status: CallStatus): void {
    if (status.status !== 'ended') return;
    const reason = toCallEndReason(status.reason);
    if (reason !== null) dispatch({ type: 'remoteEnded', roomId: roomKey(status.room_id), reason });
  }

  /**
   * From the answer, this side's media must come up within CALL_CONNECT_TIMEOUT_MS, the
   * server's own bound for an answered call. The server stops waiting once either side
   * reports media, so an app whose media never came up, still beating, would otherwise
   * keep the call — and its billing — alive with no one in it (issue #17: the simulator's
   * users left in a call): it hangs up, as a person would.
   */
  function armMediaDeadline(roomId: string): void {
    mediaDeadline?.unsubscribe();
    mediaDeadline = timer(CALL_CONNECT_TIMEOUT_MS, deps.scheduler).subscribe(() => {
      const now = current();
      if (!connectedRooms.has(roomId) && now.kind === 'active' && now.call.roomId === roomId) dispatch({ type: 'hangUp' });
    });
  }

  function startHeartbeat(roomId: string): void {
    heartbeat?.unsubscribe();
    heartbeat = interval(HEARTBEAT_MS, deps.scheduler).subscribe(() => {
      void deps.http.request(callHeartbeatContract, { room_id: Number(roomId) }).then((result) => {
        if (result.ok) statusSeen(result.data);
      });
    });
    // After the beat: at the same instant, what the server says of the call comes first.
    armMediaDeadline(roomId);
  }

  function openMedia(roomId: string, role: 'caller' | 'callee', callType: CallType, iceServers: readonly IceServer[]): CallMediaSession {
    const media = deps.media.open({
      callType,
      role,
      iceServers,
      sendSignal: (data) => outbox.send({ type: REALTIME_MESSAGE_TYPE.callSignal, event: 'signal', room_id: Number(roomId), data }),
    });
    const subs = new Subscription();
    subs.add(media.local$.subscribe((local) => patch({ local })));
    subs.add(media.remote$.subscribe((remote) => patch({ remote })));
    subs.add(media.error$.subscribe((mediaError) => patch({ mediaError })));
    subs.add(media.quality$.subscribe((quality) => patch({ quality })));
    subs.add(reportMedia(deps.http, deps.scheduler, Number(roomId), media, (billingPaused) => patch({ billingPaused })));
    subs.add(
      media.phase$.subscribe((phase) => {
        patch({ media: phase });
        if (phase === 'connected' && !connectedRooms.has(roomId)) mediaUp(roomId);
      }),
    );
    session = { roomId, media, subs };
    patch({ roomId });
    const early = pending?.roomId === roomId ? pending.data : [];
    pending = null;
    for (const data of early) media.receiveSignal(data);
    return media;
  }

  function mediaUp(roomId: string): void {
    connectedRooms.add(roomId);
    mediaDeadline?.unsubscribe();
    mediaDeadline = null;
    patch({ connectedAt: deps.now() });
    dispatch({ type: 'mediaConnected', roomId });
    void deps.http.request(callConnectContract, { room_id: Number(roomId) }).then((result) => {
      if (result.ok) statusSeen(result.data);
    });
  }

  function roomFacts(room: Pick<CallRoom, 'user_info' | 'price_per_min' | 'free_seconds'>): Partial<CallView> {
    return { peer: room.user_info, pricePerMin: room.price_per_min, freeSeconds: room.free_seconds, connectedAt: null, coins: 0, limitLeft: null, mediaError: null, microphoneOn: true, cameraOn: true, endText: null, endedAt: null, followHearts: 0 };
  }

  function onSignal(signal: CallSignal): void {
    const roomId = roomKey(signal.room_id);
    switch (signal.event) {
      case 'ring':
        if (current().kind === 'none') patch(roomFacts(signal));
        dispatch({ type: 'incoming', notice: { roomId, callType: signal.call_type, roomType: signal.room_type, peer: peerOf(signal.user_info) } });
        return;
      case 'answered':
        dispatch({ type: 'remoteAnswered', roomId });
        if (session?.roomId === roomId) {
          startHeartbeat(roomId);
          void session.media.negotiate();
        }
        return;
      case 'connected':
        return;
      case 'billed':
        patch({ coins: signal.coins, limitLeft: signal.limit_left ?? null });
        return;
      case 'ended': {
        const reason = toCallEndReason(signal.reason);
        if (reason !== null) dispatch({ type: 'remoteEnded', roomId, reason });
        return;
      }
      case 'signal':
        if (session?.roomId === roomId) session.media.receiveSignal(signal.data);
        else if (pending?.roomId === roomId) pending.data.push(signal.data);
        else pending = { roomId, data: [signal.data] };
        return;
    }
  }

  /** A call that ended before its ring could be shown: recorded (then missed by its end), never rung. */
  function onSilentRing(signal: Extract<CallSignal, { event: 'ring' }>): void {
    if (current().kind === 'none') patch(roomFacts(signal));
    const notice = { roomId: roomKey(signal.room_id), callType: signal.call_type, roomType: signal.room_type, peer: peerOf(signal.user_info) };
    dispatch({ type: 'incoming', notice }, () => true);
  }

  const signals = signals$.subscribe(({ signal, silent }) => (silent && signal.event === 'ring' ? onSilentRing(signal) : onSignal(signal)));

  // The follow heart (000 §5 match key 10): the other side of this match call followed us.
  const hearts = deps.realtime.messages$.subscribe((message) => {
    if (message.type !== REALTIME_MESSAGE_TYPE.match) return;
    const parsed = matchEventSchema.safeParse(message);
    if (!parsed.success || parsed.data.key !== MATCH_EVENT_KEY.followHeart) return;
    const now = current();
    if (now.kind === 'active' && now.call.roomId === roomKey(parsed.data.room_id)) patch({ followHearts: view.value.followHearts + 1 });
  });

  let hostedLive: number | null = null;

  async function answer(roomId: string): Promise<void> {
    const result =
      hostedLive === null
        ? await deps.http.request(callAnswerContract, { room_id: Number(roomId) })
        : await deps.http.request(callLiveAnswerContract, { live_id: hostedLive, room_id: Number(roomId) });
    const now = current();
    if (now.kind !== 'active' || now.call.roomId !== roomId) return;
    if (!result.ok) {
      dispatch({ type: 'hangUp' });
      return;
    }
    patch(roomFacts(result.data));
    startHeartbeat(roomId);
    openMedia(roomId, 'callee', result.data.call_type, result.data.ice_servers);
  }

  return {
    view$: view,
    notices$: notices.values$,
    async dial({ peer, callType, coinCheck, fromType }) {
      const selfUid = deps.selfUid();
      if (selfUid === null) return;
      if (coinCheck !== undefined && coinCheck.freeSeconds === 0) {
        const shortfall = coinShortfall(coinCheck.balance, coinCheck.pricePerMin);
        if (shortfall !== null && peer.uid !== selfUid) {
          notices.next({ kind: 'rechargeNeeded', shortfall, target: { uid: peer.uid, video: callType === CALL_TYPE.video } });
          return;
        }
      }
      dispatch({ type: 'dial', selfUid, peer: peerOf(peer), callType });
      if (current().kind !== 'waiting') return;
      patch({ ...roomFacts({ user_info: peer, price_per_min: 0, free_seconds: 0 }) });
      const result = await deps.http.request(callStartContract, { target_uid: peer.uid, call_type: callType, ...(fromType === undefined ? {} : { from_type: fromType }) });
      if (!result.ok) {
        dispatch({ type: 'dialFailed' });
        const code = result.error.msg;
        // The other side in a call is the spec's "may be busy" notice, not a failed request.
        if (code === CALL_ERROR.busy) patch({ endText: { key: 'call.end.busy' } });
        else {
          // A block: the call screen, if it opened, says so too rather than "the request failed, try again".
          if (code === CALL_ERROR.blocked) patch({ endText: { key: 'call.end.blocked' } });
          notices.next(code === CALL_ERROR.insufficient ? { kind: 'rechargeNeeded', shortfall: null, target: { uid: peer.uid, video: callType === CALL_TYPE.video } } : { kind: 'dialRefused', code });
        }
        return;
      }
      const room = result.data;
      const roomId = roomKey(room.room_id);
      dispatch({ type: 'dialCreated', roomId, roomType: room.room_type });
      const now = current();
      if (now.kind !== 'active' || now.call.roomId !== roomId) return;
      patch(roomFacts(room));
      openMedia(roomId, 'caller', room.call_type, room.ice_servers);
    },
    async accept() {
      const now = current();
      if (now.kind !== 'active' || now.call.direction !== 'incoming' || now.call.phase !== 'calling') return;
      const { roomId } = now.call;
      dispatch({ type: 'accept', roomId });
      await answer(roomId);
    },
    hangUp: () => dispatch({ type: 'hangUp' }),
    dismissEnd() {
      dispatch({ type: 'endDismissed' });
      patch({ endText: null });
    },
    setScreen: (screen) => dispatch({ type: 'screenChanged', screen }),
    setHostedLive: (liveId) => {
      hostedLive = liveId;
    },
    setMatchOpen: (open) => dispatch({ type: open ? 'matchOpened' : 'matchClosed' }),
    async takeMatchCall(event) {
      const roomId = roomKey(event.room_id);
      const peer = peerOf(event.user_info);
      if (event.action === CALL_ACTION_TYPE.matchAccept) {
        if (current().kind === 'none') patch(roomFacts(event));
        // The matching screen asked for this call: no banner, answer at once.
        dispatch({ type: 'incoming', notice: { roomId, callType: event.call_type, roomType: CALL_ROOM_TYPE.match, peer } }, (effect) => effect.kind === 'showNoticeBanner');
        await this.accept();
        return;
      }
      const selfUid = deps.selfUid();
      if (selfUid === null) return;
      dispatch({ type: 'dial', selfUid, peer, callType: event.call_type });
      dispatch({ type: 'dialCreated', roomId, roomType: CALL_ROOM_TYPE.match });
      const now = current();
      if (now.kind !== 'active' || now.call.roomId !== roomId) return;
      patch(roomFacts(event));
      openMedia(roomId, 'caller', event.call_type, deps.iceServers());
    },
    setMicrophone(on) {
      session?.media.setMicrophone(on);
      patch({ microphoneOn: on });
    },
    setCamera(on) {
      session?.media.setCamera(on);
      patch({ cameraOn: on });
    },
    async switchCamera() {
      await session?.media.switchCamera();
    },
    dispose() {
      signals.unsubscribe();
      hearts.unsubscribe();
      stopCall();
      outbox.dispose();
    },
  };
}
