import { BehaviorSubject, filter, map, type Observable, type Subscription } from 'rxjs';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { liveChatContract } from '../contracts/live/chat.contract';
import { liveEndContract } from '../contracts/live/end.contract';
import { liveEventSchema, type LiveEvent, type LiveEventOf } from '../contracts/live/live-event';
import type { LiveRoom, LiveSummary } from '../contracts/live/live-room';
import { liveGiftContract } from '../contracts/live/gift.contract';
import { liveJoinContract } from '../contracts/live/join.contract';
import { liveLeaveContract } from '../contracts/live/leave.contract';
import { liveListContract } from '../contracts/live/list.contract';
import { liveModerateContract } from '../contracts/live/moderate.contract';
import { livePublishContract } from '../contracts/live/publish.contract';
import { liveStartContract } from '../contracts/live/start.contract';
import { liveSummaryContract } from '../contracts/live/summary.contract';
import { liveWatchAnswerContract } from '../contracts/live/watch-answer.contract';
import { liveWatchContract } from '../contracts/live/watch.contract';
import type { LiveState } from '../live-state';
import type { GiftDelivery, GiftPaid, GiftSheet } from '../gifts/gift-sheet';
import type { ApiResult, HttpPort } from '../ports/http.port';
import type { LiveHostMedia, LiveMediaPhase, LiveMediaPort, LiveMediaSession, LiveNegotiate, LiveSubscribe } from '../ports/live-media.port';
import type { MediaErrorCode, MediaStreamHandle } from '../ports/media.port';
import type { RealtimePort } from '../ports/realtime.port';
import { applyLiveEvent, initialLiveRoomState, type LiveRoomState } from './live-room-state';

export interface LiveServicesDeps {
  readonly http: HttpPort;
  readonly realtime: RealtimePort;
  readonly media: LiveMediaPort;
  readonly selfUid: () => number | null;
  /** A fresh id (ids of local lines). */
  readonly newId: () => string;
  /** The app's gift sheet, delivering where the room says (/live/gift). */
  readonly giftSheet: (deliver: GiftDelivery<GiftPaid>) => GiftSheet<GiftPaid>;
}

/** What an action answers: done, or the server's words (already shown as a toast by the request layer). */
export type LiveActionResult = { readonly ok: true } | { readonly ok: false; readonly msg: string };

/** One room as one person sees it, from entering to leaving. */
export interface LiveRoomSession {
  readonly state$: LiveState<LiveRoomState>;
  /** The host's camera (host) or the host's stream (viewer). */
  readonly media: LiveMediaSession;
  /** The gift sheet of this room: its gifts go to the host through the ledger, and everyone inside sees them. */
  readonly gifts: GiftSheet<GiftPaid>;
  /** Host: goes live with a title and the camera's picture as cover. */
  goLive(title: string): Promise<LiveActionResult>;
  say(text: string): Promise<LiveActionResult>;
  moderate(uid: number, action: 'kick' | 'mute' | 'unmute'): Promise<LiveActionResult>;
  /** Host: ends the live; the summary lands in the state. */
  end(): Promise<LiveActionResult>;
  /** Leaves (viewer) and stops the media; the host's leaving does not end the live. */
  close(): void;
}

export interface LiveServices {
  list(): Promise<ApiResult<{ list: LiveRoom[] }>>;
  summary(liveId: number): Promise<ApiResult<LiveSummary>>;
  open(role: { readonly kind: 'host' } | { readonly kind: 'viewer'; readonly liveId: number }): LiveRoomSession;
  /** Live invites and gift banners meant for this user (their inbox), for the notice banners 4 and 5. */
  readonly banners$: Observable<LiveEventOf<'invite'> | LiveEventOf<'gift_banner'>>;
  /** The live open on this screen (host or viewer), if any. */
  watching(): number | null;
}

const failed = (result: ApiResult<unknown>): LiveActionResult => (result.ok ? { ok: true } : { ok: false, msg: result.error.msg });

/** The broker's room id of a live (server/live/live-deps.ts liveTopicRoom). */
export const liveTopicRoom = (liveId: number): string => `live-${liveId}`;

export function createLiveServices(deps: LiveServicesDeps): LiveServices {
  const events$ = deps.realtime.messages$.pipe(
    filter((message) => message.type === REALTIME_MESSAGE_TYPE.live),
    map((message) => liveEventSchema.safeParse(message)),
    filter((parsed) => parsed.success),
    map((parsed) => parsed.data),
  );
  let onScreen: LiveRoomSession | null = null;
  return {
    list: () => deps.http.request(liveListContract, {}),
    summary: (liveId) => deps.http.request(liveSummaryContract, { live_id: liveId }),
    open: (role) => {
      const session = openRoom(deps, events$, role);
      onScreen = session;
      const close = session.close.bind(session);
      return {
        ...session,
        close() {
          if (onScreen?.state$ === session.state$) onScreen = null;
          close();
        },
      };
    },
    watching: () => onScreen?.state$.getValue().room?.live_id ?? null,
    banners$: events$.pipe(filter((event): event is LiveEventOf<'invite'> | LiveEventOf<'gift_banner'> => event.event === 'invite' || event.event === 'gift_banner')),
  };
}

function openRoom(deps: LiveServicesDeps, events$: Observable<LiveEvent>, role: { readonly kind: 'host' } | { readonly kind: 'viewer'; readonly liveId: number }): LiveRoomSession {
  const state$ = new BehaviorSubject<LiveRoomState>(initialLiveRoomState(role.kind));
  const update = (change: (state: LiveRoomState) => LiveRoomState) => state$.next(change(state$.getValue()));
  const liveId = () => state$.getValue().room?.live_id ?? null;
  let closed = false;
  const subscriptions: Subscription[] = [];
  subscriptions.push(events$.subscribe((event) => update((state) => applyLiveEvent(state, event, deps.selfUid(), deps.newId()))));

  const publish: LiveNegotiate = async (sdp) => {
    const id = liveId();
    if (id === null || closed) return null;
    const answer = await deps.http.request(livePublishContract, { live_id: id, sdp });
    return answer.ok ? answer.data.sdp : null;
  };
  const subscribe: LiveSubscribe = {
    offer: async () => {
      const id = liveId();
      if (id === null || closed) return null;
      const offer = await deps.http.request(liveWatchContract, { live_id: id });
      return offer.ok ? offer.data.sdp : null;
    },
    answer: async (sdp) => {
      const id = liveId();
      return id !== null && !closed && (await deps.http.request(liveWatchAnswerContract, { live_id: id, sdp })).ok;
    },
  };

  /** Enters the room on the server (broker access) and starts reading its topics. */
  const enter = async (id: number): Promise<LiveActionResult> => {
    const joined = await deps.http.request(liveJoinContract, { live_id: id });
    if (!joined.ok) {
      update((state) => ({ ...state, stage: joined.error.msg !== '' && /removed/i.test(joined.error.msg) ? 'kicked' : 'failed', error: joined.error.msg }));
      return failed(joined);
    }
    await deps.realtime.joinRoom(liveTopicRoom(id));
    const welcome = deps.newId();
    update((state) => ({
      ...state, stage: 'live', room: joined.data.room, viewers: joined.data.room.viewers, muted: joined.data.muted === 1,
      away: joined.data.room.status === 'away', lines: [...state.lines, { kind: 'notice', id: welcome, notice: 'welcome' }],
      notice: { id: welcome, notice: 'welcome' },
    }));
    return { ok: true };
  };

  let host: LiveHostMedia | null = null;
  let media: LiveMediaSession;
  if (role.kind === 'host') {
    const preview = deps.media.preview();
    host = preview;
    media = preview;
    // A host coming back (from a private call, a reload) finds its live still open: it goes on at once.
    void deps.http.request(liveListContract, {}).then(async (rooms) => {
      const own = rooms.ok ? rooms.data.list.find((room) => room.host_uid === deps.selfUid()) : undefined;
      if (own === undefined || closed || state$.getValue().room !== null) return;
      update((state) => ({ ...state, room: own }));
      if ((await enter(own.live_id)).ok) preview.start(publish);
    });
  } else {
    const viewing = lazyViewerMedia(deps, subscribe);
    media = viewing;
    void enter(role.liveId).then((entered) => {
      if (entered.ok && !closed) viewing.begin();
    });
    // The host publishes a new stream after its network drop or a private call; an SFU such as
    // Janus ends the old feed's subscriptions with it, so the viewer subscribes again.
    subscriptions.push(events$.subscribe((event) => (event.event === 'resumed' || event.event === 'back') && viewing.restart()));
  }

  const gifts = deps.giftSheet(async ({ gift, clientMsgId }) => {
    const id = liveId();
    if (id === null) return { ok: false, error: { code: 'API.INVALID_PAYLOAD', msg: '' } };
    return deps.http.request(liveGiftContract, { live_id: id, gift_id: gift.gift_id, client_msg_id: clientMsgId });
  });

  return {
    state$,
    media,
    gifts,
    async goLive(title) {
      if (host === null) return { ok: false, msg: '' };
      const started = await deps.http.request(liveStartContract, { title, cover: host.snapshot() });
      if (!started.ok) return failed(started);
      update((state) => ({ ...state, room: started.data, error: null }));
      const entered = await enter(started.data.live_id);
      if (entered.ok) host.start(publish);
      return entered;
    },
    async say(text) {
      const id = liveId();
      if (id === null) return { ok: false, msg: '' };
      return failed(await deps.http.request(liveChatContract, { live_id: id, content: text }));
    },
    async moderate(uid, action) {
      const id = liveId();
      if (id === null) return { ok: false, msg: '' };
      return failed(await deps.http.request(liveModerateContract, { live_id: id, uid, action }));
    },
    async end() {
      const id = liveId();
      if (id === null) return { ok: false, msg: '' };
      const ended = await deps.http.request(liveEndContract, { live_id: id });
      if (!ended.ok) return failed(ended);
      update((state) => ({ ...state, stage: 'ended', summary: ended.data }));
      media.close();
      return { ok: true };
    },
    close() {
      if (closed) return;
      closed = true;
      const id = liveId();
      for (const subscription of subscriptions) subscription.unsubscribe();
      media.close();
      if (id !== null) {
        void deps.realtime.leaveRoom(liveTopicRoom(id));
        if (role.kind === 'viewer' && state$.getValue().stage === 'live') void deps.http.request(liveLeaveContract, { live_id: id });
      }
    },
  };
}

interface LazyViewerMedia extends LiveMediaSession {
  begin(): void;
  /** Subscribes again (the host's stream is a new one); nothing before begin(). */
  restart(): void;
}

/** A viewer's media that subscribes once the room has admitted the viewer. */
function lazyViewerMedia(deps: LiveServicesDeps, subscribe: LiveSubscribe): LazyViewerMedia {
  const phase$ = new BehaviorSubject<LiveMediaPhase>('negotiating');
  const stream$ = new BehaviorSubject<MediaStreamHandle | null>(null);
  const error$ = new BehaviorSubject<MediaErrorCode | null>(null);
  let session: LiveMediaSession | null = null;
  let closed = false;
  const links: Subscription[] = [];
  return {
    phase$, stream$, error$,
    begin() {
      if (closed || session !== null) return;
      session = deps.media.watch(subscribe);
      links.push(session.phase$.subscribe((phase) => phase !== 'closed' && phase$.next(phase)), session.stream$.subscribe((stream) => stream$.next(stream)));
    },
    restart() {
      if (closed || session === null) return;
      for (const link of links.splice(0)) link.unsubscribe();
      session.close();
      session = null;
      this.begin();
    },
    close() {
      closed = true;
      session?.close();
      for (const link of links) link.unsubscribe();
      phase$.next('closed');
    },
  };
}
