import { BehaviorSubject } from 'rxjs';
import type { LiveHostMedia, LiveMediaPhase, LiveMediaPort, LiveMediaSession, LiveNegotiate, LiveSubscribe } from '../../application/ports/live-media.port';
import type { MediaErrorCode, MediaStreamHandle } from '../../application/ports/media.port';
import { mediaErrorOf } from './media-error';

/** How long a dropped connection waits before negotiating again, and the cover's size. */
export const LIVE_RENEGOTIATE_DELAY_MS = 1_000;
/** A connection not up by then is stuck (a lost answer, ICE that never completed): negotiate again. */
export const LIVE_CONNECT_TIMEOUT_MS = 10_000;
export const LIVE_COVER_WIDTH_PX = 240;
export const LIVE_COVER_JPEG_QUALITY = 0.7;

/** Resolves once the browser has gathered its candidates, so one offer carries them all (no trickle). */
function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') resolve();
    });
  });
}

/** How a link exchanges SDP with the SFU: the host offers, a viewer answers the SFU's offer. */
type Exchange = { readonly kind: 'offer'; readonly negotiate: LiveNegotiate } | { readonly kind: 'answer'; readonly subscribe: LiveSubscribe };

/**
 * One peer connection to the SFU that renegotiates after a drop: `tracks` are sent (host) or,
 * when there are none, the SFU's stream is received (viewer).
 */
class SfuLink implements LiveMediaSession {
  readonly phase$ = new BehaviorSubject<LiveMediaPhase>('negotiating');
  readonly error$ = new BehaviorSubject<MediaErrorCode | null>(null);
  readonly stream$ = new BehaviorSubject<MediaStreamHandle | null>(null);
  private pc: RTCPeerConnection | null = null;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly exchange: Exchange,
    private readonly send: () => readonly MediaStreamTrack[] | null,
  ) {}

  async connect(): Promise<void> {
    if (this.closed) return;
    this.pc?.close();
    const pc = new RTCPeerConnection();
    this.pc = pc;
    const tracks = this.send();
    if (tracks === null) {
      const incoming = new MediaStream();
      pc.addEventListener('track', (event) => {
        incoming.addTrack(event.track);
        this.stream$.next(incoming);
      });
    } else {
      for (const track of tracks) pc.addTransceiver(track, { direction: 'sendonly' });
    }
    pc.addEventListener('connectionstatechange', () => {
      if (pc !== this.pc || this.closed) return;
      if (pc.connectionState === 'connected') this.phase$.next('flowing');
      if (pc.connectionState === 'failed' || pc.connectionState === 'disconnected') this.lost();
    });
    this.phase$.next('negotiating');
    const watchdog = setTimeout(() => {
      if (pc === this.pc && pc.connectionState !== 'connected') this.lost();
    }, LIVE_CONNECT_TIMEOUT_MS);
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'connected' || pc.connectionState === 'closed') clearTimeout(watchdog);
    });
    try {
      const settled = this.exchange.kind === 'offer' ? await this.offer(pc, this.exchange.negotiate) : await this.answer(pc, this.exchange.subscribe);
      if (!settled && pc === this.pc && !this.closed) this.lost();
    } catch {
      if (pc === this.pc) this.lost();
    }
  }

  /** Our offer, the SFU's answer; false when the server refused or the link moved on. */
  private async offer(pc: RTCPeerConnection, negotiate: LiveNegotiate): Promise<boolean> {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    const answer = await negotiate(pc.localDescription?.sdp ?? '');
    if (answer === null || pc !== this.pc || this.closed) return answer !== null;
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    return true;
  }

  /** The SFU's offer, our answer; false when the server refused or the link moved on. */
  private async answer(pc: RTCPeerConnection, subscribe: LiveSubscribe): Promise<boolean> {
    const offer = await subscribe.offer();
    if (offer === null || pc !== this.pc || this.closed) return offer !== null;
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    if (pc !== this.pc || this.closed) return true;
    return subscribe.answer(pc.localDescription?.sdp ?? '');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retry !== null) clearTimeout(this.retry);
    this.pc?.close();
    this.pc = null;
    this.phase$.next('closed');
  }

  /** The network dropped or the server did not answer: say so and try again shortly. */
  private lost(): void {
    if (this.closed || this.retry !== null) return;
    this.phase$.next('lost');
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, LIVE_RENEGOTIATE_DELAY_MS);
  }
}

class HostMedia implements LiveHostMedia {
  readonly phase$ = new BehaviorSubject<LiveMediaPhase>('acquiring');
  readonly error$ = new BehaviorSubject<MediaErrorCode | null>(null);
  readonly stream$ = new BehaviorSubject<MediaStreamHandle | null>(null);
  private camera: MediaStream | null = null;
  private link: SfuLink | null = null;
  private closed = false;
  private readonly ready: Promise<MediaStream | null>;

  constructor() {
    this.ready = navigator.mediaDevices.getUserMedia({ audio: true, video: true }).then(
      (stream) => {
        if (this.closed) {
          for (const track of stream.getTracks()) track.stop();
          return null;
        }
        this.camera = stream;
        this.stream$.next(stream);
        this.phase$.next('negotiating');
        return stream;
      },
      (error: unknown) => {
        this.error$.next(mediaErrorOf(error));
        this.phase$.next('failed');
        return null;
      },
    );
  }

  start(negotiate: LiveNegotiate): void {
    void this.ready.then((camera) => {
      if (camera === null || this.closed || this.link !== null) return;
      const link = new SfuLink({ kind: 'offer', negotiate }, () => camera.getTracks());
      this.link = link;
      link.phase$.subscribe((phase) => {
        if (!this.closed && phase !== 'closed') this.phase$.next(phase);
      });
      void link.connect();
    });
  }

  /** Draws the preview the page shows (`video[data-live-preview]`): the camera's current picture. */
  snapshot(): string {
    const preview = document.querySelector<HTMLVideoElement>('video[data-live-preview]');
    if (preview === null || preview.videoWidth === 0) return '';
    const canvas = document.createElement('canvas');
    canvas.width = LIVE_COVER_WIDTH_PX;
    canvas.height = Math.round((LIVE_COVER_WIDTH_PX * preview.videoHeight) / preview.videoWidth);
    canvas.getContext('2d')?.drawImage(preview, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', LIVE_COVER_JPEG_QUALITY);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.link?.close();
    for (const track of this.camera?.getTracks() ?? []) track.stop();
    this.phase$.next('closed');
  }
}

/** The browser's live media: WebRTC to the server's SFU. */
export const webRtcLiveMedia: LiveMediaPort = {
  preview: () => new HostMedia(),
  watch: (subscribe) => {
    const link = new SfuLink({ kind: 'answer', subscribe }, () => null);
    void link.connect();
    return link;
  },
};
