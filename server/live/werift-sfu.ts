import { MediaStreamTrack, RTCPeerConnection } from 'werift';
import { weriftPeerConfig as peerConfig } from '../webrtc/werift-peer-config.js';
import type { LiveMediaPort } from './live-media-port.js';
import { startsVp8KeyFrame } from './vp8-key-frame.js';

/**
 * How often the host is asked again for a key frame while a newly connected viewer has not
 * had one: the host's encoder may fold requests that arrive while a key frame is under way.
 */
const KEY_FRAME_RETRY_MS = 200;
/**
 * The host's video silent this long means its network dropped: werift's ICE notices a dead
 * peer only after its consent checks fail (about 25 s here), and a camera sends ~30 frames a
 * second, so the room pauses within a few seconds instead. Checked this often.
 */
const HOST_SILENCE_MS = 2_000;
const HOST_SILENCE_CHECK_MS = 500;

interface Room {
  host: RTCPeerConnection | null;
  /** Relay tracks outlive a host's reconnect: viewers keep their subscription and get the new stream. */
  readonly video: MediaStreamTrack;
  readonly audio: MediaStreamTrack;
  readonly viewers: Map<string, RTCPeerConnection>;
  /** Viewers connected since the last key frame went through; the retry timer runs while any wait. */
  readonly waiting: Set<string>;
  retry: ReturnType<typeof setInterval> | null;
  /** Whether the host's media flows, when its last video packet came, and the watch on its silence. */
  hostUp: boolean;
  lastVideoAt: number;
  silenceWatch: ReturnType<typeof setInterval> | null;
}

/**
 * The embedded SFU (werift, WebRTC in TypeScript, in the server process): the host's RTP is
 * copied to one relay track per kind, and every viewer's sender reads the relay. A viewer's
 * picture-loss request (and every new viewer) asks the host for a key frame, so a late
 * joiner's picture starts within a round trip.
 */
export class WeriftSfu implements LiveMediaPort {
  private readonly rooms = new Map<string, Room>();
  private readonly hostListeners = new Set<(liveId: string, state: 'up' | 'down') => void>();

  onHostState(listener: (liveId: string, state: 'up' | 'down') => void): () => void {
    this.hostListeners.add(listener);
    return () => this.hostListeners.delete(listener);
  }

  async publish(liveId: string, offerSdp: string): Promise<string> {
    const room = this.roomOf(liveId);
    room.host?.close().catch(() => undefined);
    const pc = new RTCPeerConnection(peerConfig());
    room.host = pc;
    pc.connectionStateChange.subscribe((state) => {
      // A replaced or closed host connection says nothing: only the current one speaks for the room.
      if (room.host !== pc || this.rooms.get(liveId) !== room) return;
      if (state === 'connected') this.hostState(liveId, room, true);
      if (state === 'disconnected' || state === 'failed') this.hostState(liveId, room, false);
    });
    room.silenceWatch ??= setInterval(() => {
      if (room.hostUp && Date.now() - room.lastVideoAt > HOST_SILENCE_MS) this.hostState(liveId, room, false);
    }, HOST_SILENCE_CHECK_MS);
    pc.onTrack.subscribe((track) => {
      const relay = track.kind === 'video' ? room.video : room.audio;
      track.onReceiveRtp.subscribe((rtp) => {
        if (track.kind === 'video' && room.host === pc) {
          room.lastVideoAt = Date.now();
          if (!room.hostUp) this.hostState(liveId, room, true);
        }
        relay.writeRtp(rtp);
        if (track.kind === 'video' && room.waiting.size > 0 && startsVp8KeyFrame(rtp.payload)) this.keyFrameSent(room);
      });
      if (track.kind === 'video') this.requestKeyFrame(room);
    });
    return this.answer(pc, offerSdp);
  }

  async view(liveId: string, viewerUid: string): Promise<string> {
    const room = this.roomOf(liveId);
    await this.dropViewer(liveId, viewerUid);
    const pc = new RTCPeerConnection(peerConfig());
    room.viewers.set(viewerUid, pc);
    for (const relay of [room.video, room.audio]) {
      const transceiver = pc.addTransceiver(relay, { direction: 'sendonly' });
      if (relay.kind === 'video') transceiver.sender.onPictureLossIndication.subscribe(() => this.requestKeyFrame(room));
    }
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') this.awaitKeyFrame(room, viewerUid);
    });
    // Non-trickle: werift resolves setLocalDescription once its candidates are gathered.
    await pc.setLocalDescription(await pc.createOffer());
    return this.localSdp(pc);
  }

  async answerView(liveId: string, viewerUid: string, answerSdp: string): Promise<void> {
    const pc = this.rooms.get(liveId)?.viewers.get(viewerUid);
    if (pc === undefined) throw new Error(`werift: no subscription of viewer ${viewerUid} in live ${liveId}`);
    await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
  }

  async dropViewer(liveId: string, viewerUid: string): Promise<void> {
    const room = this.rooms.get(liveId);
    const pc = room?.viewers.get(viewerUid);
    if (room === undefined || pc === undefined) return;
    room.viewers.delete(viewerUid);
    room.waiting.delete(viewerUid);
    await pc.close().catch(() => undefined);
  }

  async close(liveId: string): Promise<void> {
    const room = this.rooms.get(liveId);
    if (room === undefined) return;
    this.rooms.delete(liveId);
    this.keyFrameSent(room);
    if (room.silenceWatch !== null) clearInterval(room.silenceWatch);
    await Promise.all([room.host, ...room.viewers.values()].map((pc) => pc?.close().catch(() => undefined)));
    room.video.stop();
    room.audio.stop();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.rooms.keys()].map((id) => this.close(id)));
  }

  /** How many viewers' peer connections the room holds (the bench and tests read it). */
  viewerCount(liveId: string): number {
    return this.rooms.get(liveId)?.viewers.size ?? 0;
  }

  /** Tells the host's media going up or down; only changes. */
  private hostState(liveId: string, room: Room, up: boolean): void {
    if (up === room.hostUp) return;
    room.hostUp = up;
    if (up) room.lastVideoAt = Date.now();
    for (const listener of this.hostListeners) listener(liveId, up ? 'up' : 'down');
  }

  private roomOf(liveId: string): Room {
    const existing = this.rooms.get(liveId);
    if (existing !== undefined) return existing;
    const room: Room = {
      host: null,
      video: new MediaStreamTrack({ kind: 'video' }),
      audio: new MediaStreamTrack({ kind: 'audio' }),
      viewers: new Map(),
      waiting: new Set(),
      retry: null,
      hostUp: false,
      lastVideoAt: 0,
      silenceWatch: null,
    };
    this.rooms.set(liveId, room);
    return room;
  }

  private awaitKeyFrame(room: Room, viewerUid: string): void {
    room.waiting.add(viewerUid);
    this.requestKeyFrame(room);
    room.retry ??= setInterval(() => this.requestKeyFrame(room), KEY_FRAME_RETRY_MS);
  }

  private keyFrameSent(room: Room): void {
    room.waiting.clear();
    if (room.retry !== null) clearInterval(room.retry);
    room.retry = null;
  }

  private requestKeyFrame(room: Room): void {
    const receiver = room.host?.getTransceivers().find((transceiver) => transceiver.kind === 'video')?.receiver;
    const ssrc = receiver?.tracks[0]?.ssrc;
    if (receiver !== undefined && ssrc !== undefined) receiver.sendRtcpPLI(ssrc).catch(() => undefined);
  }

  /** Non-trickle: werift resolves setLocalDescription once its candidates are gathered. */
  private async answer(pc: RTCPeerConnection, offerSdp: string): Promise<string> {
    await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    await pc.setLocalDescription(await pc.createAnswer());
    return this.localSdp(pc);
  }

  private localSdp(pc: RTCPeerConnection): string {
    const local = pc.localDescription;
    if (local === undefined || local === null) throw new Error('werift: no local description after setLocalDescription');
    return local.sdp;
  }
}
