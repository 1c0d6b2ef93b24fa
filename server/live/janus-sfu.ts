import { JanusError, JanusSession, type JanusMessage } from './janus-session.js';
import { followUpKeyFrameAt } from './key-frame-follow-up.js';
import type { LiveMediaPort } from './live-media-port.js';

const VIDEOROOM = 'janus.plugin.videoroom';
/** The host's feed id in its room: fixed, so a host publishing again after a drop is the same feed. */
const HOST_FEED_ID = 1;
/** Janus's videoroom error codes this adapter acts on. */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;
const NO_SUCH_FEED = 428;
const FEED_ID_TAKEN = 436;
/**
 * Janus core's "Error setting ICE locally": the handle's ICE agent could not be set up,
 * seen when a host published again while the old handle's agent was still going away on a
 * busy machine. A fresh handle a moment later succeeds.
 */
const ICE_SETUP_FAILED = 490;
/** A host publishing again may find its old feed still leaving the room (or its ICE agent): how often and how long to retry, each time on a fresh handle. */
const REJOIN_ATTEMPTS = 10;
const REJOIN_DELAY_MS = 100;
/**
 * Janus asks the host for a key frame when no key frame came for this long (seconds): the
 * backstop behind the requests made for each viewer.
 */
const PERIODIC_KEY_FRAME_S = 2;
/**
 * Janus refuses to subscribe to a feed whose WebRTC is not up yet ("No such feed"): a viewer
 * arriving while the host connects waits this long for it (longer, the client asks again).
 */
const HOST_UP_WAIT_MS = 5_000;

interface Room {
  readonly number: number;
  /**
   * This node creating the room on Janus (its host publishes through this node); null while
   * the room is another node's, or not made yet, and this node only subscribes viewers to it.
   */
  created: Promise<void> | null;
  host: number | null;
  hostUp: boolean;
  /** Viewers waiting for the host's media to come up. */
  readonly upWaiters: Set<() => void>;
  /** When the latest follow-up key-frame request is due (performance.now()). */
  followUpAt: number;
  readonly viewers: Map<string, number>;
}

/**
 * The production SFU: Janus's videoroom plugin over its HTTP API (`JANUS_URL`, e.g.
 * http://127.0.0.1:8088/janus). A live is a room numbered by its id with one publisher, the
 * host (feed 1); each viewer is a subscriber handle of that feed, which Janus offers and the
 * viewer answers. The media never passes through this process.
 *
 * On several nodes (ADR 0022) every node talks to the same Janus, where a room is the live's
 * id whichever node made it: the host's node creates it and holds the publisher; any node
 * subscribes its own viewers to it on its own session, and any node may destroy it (the
 * live ended through that node). A node that did not create the room learns the host's
 * state from Janus only: a subscription waits for the host's feed to exist (retried until
 * HOST_UP_WAIT_MS), and the host's drop is told by the host's node.
 *
 * Janus lost (it restarted, crashed, or forgot the session after a stall): its rooms and
 * handles are gone, so the adapter forgets them too, tells every live whose host was up
 * that the host is down (the room pauses with the notice), and opens a new session on the
 * next request. The clients do the rest as after any network drop: the host's page
 * publishes again (the room is created anew), and viewers subscribe again when it resumes.
 */
export class JanusSfu implements LiveMediaPort {
  private readonly rooms = new Map<string, Room>();
  private readonly hostListeners = new Set<(liveId: string, state: 'up' | 'down') => void>();
  private opened: Promise<{ session: JanusSession; control: number }> | null = null;

  /** `periodicKeyFrameS`: Janus's `fir_freq` (a test sets it long, so only a requested key frame counts). */
  constructor(
    private readonly url: string,
    private readonly options: { readonly periodicKeyFrameS?: number } = {},
  ) {}

  onHostState(listener: (liveId: string, state: 'up' | 'down') => void): () => void {
    this.hostListeners.add(listener);
    return () => this.hostListeners.delete(listener);
  }

  async publish(liveId: string, offerSdp: string): Promise<string> {
    const { session } = await this.connection();
    const room = await this.hostedRoom(liveId);
    const join = { request: 'joinandconfigure', room: room.number, ptype: 'publisher', id: HOST_FEED_ID, audio: true, video: true };
    for (let attempt = 1; ; attempt += 1) {
      if (room.host !== null) await session.detach(room.host);
      room.host = null;
      const handle: number = await session.attach(VIDEOROOM, (event) => this.hostEvent(liveId, room, handle, event));
      room.host = handle;
      try {
        return answerOf(await session.message(handle, join, { type: 'offer', sdp: offerSdp }));
      } catch (error) {
        const retryable = error instanceof JanusError && (error.code === FEED_ID_TAKEN || error.code === ICE_SETUP_FAILED);
        if (!retryable || attempt >= REJOIN_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, REJOIN_DELAY_MS));
      }
    }
  }

  async view(liveId: string, viewerUid: string): Promise<string> {
    const { session } = await this.connection();
    await this.dropViewer(liveId, viewerUid);
    const room = this.roomEntry(liveId);
    if (room.created !== null) {
      await room.created;
      await hostUp(room);
    }
    const handle = await session.attach(VIDEOROOM, (event) => event.janus === 'webrtcup' && this.followUpKeyFrame(liveId, room));
    room.viewers.set(viewerUid, handle);
    try {
      const joined = await subscribe(session, handle, room);
      if (joined.jsep?.type !== 'offer') throw new JanusError(0, 'no offer for a subscriber');
      return joined.jsep.sdp;
    } catch (error) {
      await this.dropViewer(liveId, viewerUid);
      throw error;
    }
  }

  async answerView(liveId: string, viewerUid: string, answerSdp: string): Promise<void> {
    const handle = this.rooms.get(liveId)?.viewers.get(viewerUid);
    if (handle === undefined) throw new JanusError(0, `no subscription of viewer ${viewerUid} in live ${liveId}`);
    const { session } = await this.connection();
    await session.message(handle, { request: 'start' }, { type: 'answer', sdp: answerSdp });
  }

  async dropViewer(liveId: string, viewerUid: string): Promise<void> {
    const room = this.rooms.get(liveId);
    const handle = room?.viewers.get(viewerUid);
    if (room === undefined || handle === undefined) return;
    room.viewers.delete(viewerUid);
    // Another node's room is kept here only for this node's viewers.
    if (room.created === null && room.viewers.size === 0 && this.rooms.get(liveId) === room) this.rooms.delete(liveId);
    const { session } = await this.connection();
    await session.detach(handle);
  }

  /** Ends the room on Janus, whichever node created it (the live may end through any node). */
  async close(liveId: string): Promise<void> {
    const number = Number(liveId);
    if (this.rooms.has(liveId)) await this.release(liveId);
    if (!Number.isSafeInteger(number) || number <= 0) return;
    // Nothing to destroy (never published, or Janus gone with its rooms) is fine.
    await this.connection()
      .then(({ session, control }) => session.message(control, { request: 'destroy', room: number }))
      .catch(() => undefined);
  }

  async stop(): Promise<void> {
    // Taken first: a session lost while the rooms close sets `opened` to null under us.
    const opened = this.opened;
    if (opened === null) return;
    // This node's rooms end with it (their host's publisher is on this session); other nodes' rooms go on without this node's viewers.
    await Promise.all([...this.rooms.entries()].map(([id, room]) => (room.created === null ? this.release(id) : this.close(id))));
    // Lost meanwhile: Janus already forgot it, nothing to destroy.
    if (this.opened !== opened) return;
    this.opened = null;
    const { session } = await opened;
    await session.destroy();
  }

  /** How many viewers' subscriptions the room holds (the bench and tests read it). */
  viewerCount(liveId: string): number {
    return this.rooms.get(liveId)?.viewers.size ?? 0;
  }

  /**
   * A viewer's WebRTC is up (Janus has just asked the host for a key frame itself): makes
   * sure one more request follows late enough that the host's encoder cannot drop it for a
   * request honoured before the viewer was there (key-frame-follow-up.ts).
   */
  private followUpKeyFrame(liveId: string, room: Room): void {
    const now = performance.now();
    const dueAt = followUpKeyFrameAt(room.followUpAt, now);
    if (dueAt === null) return;
    room.followUpAt = dueAt;
    setTimeout(() => this.rooms.get(liveId) === room && this.requestKeyFrame(room), dueAt - now).unref();
  }

  /** Asks the host's encoder for a key frame. */
  private requestKeyFrame(room: Room): void {
    const host = room.host;
    if (host === null) return;
    void this.connection()
      .then(({ session }) => session.message(host, { request: 'configure', keyframe: true }))
      .catch(() => undefined);
  }

  /** The host's media state from Janus: WebRTC up, media flowing or not, hung up. Only changes are told. */
  private hostEvent(liveId: string, room: Room, handle: number, event: JanusMessage): void {
    if (room.host !== handle || this.rooms.get(liveId) !== room) return;
    // Another node destroyed the room (the live ended through it): nothing left here.
    if (event.plugindata?.data?.videoroom === 'destroyed') {
      void this.release(liveId).catch(() => undefined);
      return;
    }
    const up =
      event.janus === 'webrtcup' ? true
      : event.janus === 'hangup' ? false
      : event.janus === 'media' && event.type === 'video' ? event.receiving === true
      : room.hostUp;
    if (up === room.hostUp) return;
    room.hostUp = up;
    if (up) for (const wake of room.upWaiters) wake();
    for (const listener of this.hostListeners) listener(liveId, up ? 'up' : 'down');
  }

  private connection(): Promise<{ session: JanusSession; control: number }> {
    if (this.opened !== null) return this.opened;
    const opened: Promise<{ session: JanusSession; control: number }> = JanusSession.open(this.url, () => this.sessionLost(opened)).then(async (session) => ({
      session,
      control: await session.attach(VIDEOROOM, () => undefined),
    }));
    // A failed open is not kept: the next request tries again.
    opened.catch(() => this.opened === opened && (this.opened = null));
    this.opened = opened;
    return opened;
  }

  /** Forgets the lost session and every room on it; a live whose host was up hears it go down. */
  private sessionLost(lost: Promise<unknown>): void {
    if (this.opened !== lost) return;
    this.opened = null;
    const rooms = [...this.rooms.entries()];
    this.rooms.clear();
    for (const [liveId, room] of rooms) {
      for (const wake of room.upWaiters) wake();
      if (!room.hostUp) continue;
      room.hostUp = false;
      for (const listener of this.hostListeners) listener(liveId, 'down');
    }
  }

  /**
   * The room of a live this node hosts, created on Janus once from here (a leftover of an
   * earlier run, or the room of a node the host left, is replaced).
   */
  private async hostedRoom(liveId: string): Promise<Room> {
    const room = this.roomEntry(liveId);
    room.created ??= this.createRoom(room.number);
    try {
      await room.created;
    } catch (error) {
      if (this.rooms.get(liveId) === room) this.rooms.delete(liveId);
      throw error;
    }
    return room;
  }

  /** What this node knows of a live's room, made on first use (the room itself may be another node's). */
  private roomEntry(liveId: string): Room {
    const existing = this.rooms.get(liveId);
    if (existing !== undefined) return existing;
    const number = Number(liveId);
    if (!Number.isSafeInteger(number) || number <= 0) throw new JanusError(0, `a live id must be a positive integer for a Janus room, got "${liveId}"`);
    const room: Room = { number, created: null, host: null, hostUp: false, upWaiters: new Set(), followUpAt: 0, viewers: new Map() };
    this.rooms.set(liveId, room);
    return room;
  }

  /** Forgets a room here and detaches this node's handles in it; the room itself stays on Janus. */
  private async release(liveId: string): Promise<void> {
    const room = this.rooms.get(liveId);
    if (room === undefined) return;
    this.rooms.delete(liveId);
    const { session } = await this.connection();
    await Promise.all([room.host, ...room.viewers.values()].map((handle) => (handle === null ? undefined : session.detach(handle))));
  }

  private async createRoom(number: number): Promise<void> {
    const { session, control } = await this.connection();
    const create = { request: 'create', room: number, publishers: 1, videocodec: 'vp8', audiocodec: 'opus', fir_freq: this.options.periodicKeyFrameS ?? PERIODIC_KEY_FRAME_S, is_private: true };
    try {
      await session.message(control, create);
    } catch (error) {
      if (!(error instanceof JanusError && error.code === ROOM_EXISTS)) throw error;
      await session.message(control, { request: 'destroy', room: number });
      await session.message(control, create);
    }
  }
}

async function hostUp(room: Room): Promise<void> {
  if (room.hostUp) return;
  await new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      room.upWaiters.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, HOST_UP_WAIT_MS);
    room.upWaiters.add(wake);
  });
}

/**
 * Joins a subscriber handle to the host's feed. In a room another node hosts, the host's
 * feed may not be there yet (the host is connecting, or the room is being made): asked
 * again until HOST_UP_WAIT_MS.
 */
async function subscribe(session: JanusSession, handle: number, room: Room): Promise<JanusMessage> {
  const join = { request: 'join', room: room.number, ptype: 'subscriber', streams: [{ feed: HOST_FEED_ID }] };
  const deadline = performance.now() + HOST_UP_WAIT_MS;
  for (;;) {
    try {
      return await session.message(handle, join);
    } catch (error) {
      const notYet = room.created === null && error instanceof JanusError && (error.code === NO_SUCH_ROOM || error.code === NO_SUCH_FEED);
      if (!notYet || performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, REJOIN_DELAY_MS));
    }
  }
}

function answerOf(reply: JanusMessage): string {
  if (reply.jsep?.type !== 'answer') throw new JanusError(0, 'no answer to the publisher offer');
  return reply.jsep.sdp;
}
