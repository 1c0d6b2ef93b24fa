import { BehaviorSubject } from 'rxjs';
import type { CallMediaOptions, CallMediaSession, MediaErrorCode, MediaPhase, MediaPort, MediaQuality } from '../../application/ports/media.port';
import { negotiationOf, type CallNegotiation as Negotiation } from '../../application/contracts/call/call-negotiation';
import { CALL_TYPE, MS_PER_SECOND } from '../../domain';
import { mediaErrorOf } from './media-error';

/** Ours: how often a connected call reads its WebRTC stats, and when they count as a degraded call (the quality hint shows). */
export const CALL_QUALITY_POLL_MS = 2_000;
export const CALL_POOR_LOSS_RATIO = 0.05;
export const CALL_POOR_RTT_MS = 400;

/**
 * One call's media over WebRTC in the browser. The caller always makes the offer (after
 * the callee answered), so there is no glare to resolve; candidates that come before the
 * remote description wait for it. A dropped connection is restarted (ICE restart, by the
 * caller) and reads 'reconnecting' meanwhile; 'failed' only when the restart fails too.
 */
class WebRtcCall implements CallMediaSession {
  readonly phase$ = new BehaviorSubject<MediaPhase>('acquiring');
  readonly error$ = new BehaviorSubject<MediaErrorCode | null>(null);
  readonly local$ = new BehaviorSubject<MediaStream | null>(null);
  readonly remote$ = new BehaviorSubject<MediaStream | null>(null);
  readonly quality$ = new BehaviorSubject<MediaQuality>('good');
  private readonly peer: RTCPeerConnection;
  private readonly ready: Promise<void>;
  private readonly waitingCandidates: RTCIceCandidateInit[] = [];
  private facing: 'user' | 'environment' = 'user';
  private closed = false;
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private lastCounts = { received: 0, lost: 0 };

  constructor(private readonly options: CallMediaOptions) {
    this.peer = new RTCPeerConnection({ iceServers: options.iceServers.map((server) => ({ ...server, urls: server.urls })) });
    this.peer.onicecandidate = ({ candidate }) => {
      if (candidate !== null) options.sendSignal({ kind: 'candidate', candidate: candidate.toJSON() } satisfies Negotiation);
    };
    this.peer.ontrack = ({ streams, track }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      if (this.remote$.value !== stream) this.remote$.next(stream);
    };
    this.peer.onconnectionstatechange = () => this.onConnectionState();
    this.ready = this.acquire();
  }

  private async acquire(): Promise<void> {
    const video = this.options.callType === CALL_TYPE.video;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: video ? { facingMode: this.facing } : false });
      if (this.closed) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      stream.getTracks().forEach((track) => this.peer.addTrack(track, stream));
      this.local$.next(stream);
    } catch (error) {
      // The call still receives the other side: a refused camera is explained, not fatal.
      this.error$.next(mediaErrorOf(error));
    }
    if (!this.closed) this.phase$.next('negotiating');
  }

  private onConnectionState(): void {
    if (this.closed) return;
    const state = this.peer.connectionState;
    if (state === 'connected') {
      this.phase$.next('connected');
      this.statsTimer ??= setInterval(() => void this.readQuality(), CALL_QUALITY_POLL_MS);
    }
    else if (state === 'disconnected' && this.phase$.value === 'connected') {
      this.phase$.next('reconnecting');
      void this.restart();
    } else if (state === 'failed') {
      if (this.phase$.value === 'reconnecting' || this.phase$.value === 'connected') void this.restart();
      else this.phase$.next('failed');
    }
  }

  private async restart(): Promise<void> {
    this.phase$.next('reconnecting');
    if (this.options.role === 'caller') await this.offer(true);
  }

  private async offer(iceRestart: boolean): Promise<void> {
    await this.ready;
    if (this.closed) return;
    const offer = await this.peer.createOffer({ iceRestart });
    await this.peer.setLocalDescription(offer);
    this.options.sendSignal({ kind: 'description', description: { type: offer.type, sdp: offer.sdp ?? '' } } satisfies Negotiation);
  }

  /** Loss over the last poll (inbound RTP) and the selected pair's round trip decide 'poor'. */
  private async readQuality(): Promise<void> {
    if (this.closed || this.peer.connectionState !== 'connected') return;
    const report = await this.peer.getStats();
    let received = 0;
    let lost = 0;
    let rttMs = 0;
    report.forEach((entry: { type: string; packetsReceived?: number; packetsLost?: number; nominated?: boolean; state?: string; currentRoundTripTime?: number }) => {
      if (entry.type === 'inbound-rtp') {
        received += entry.packetsReceived ?? 0;
        lost += Math.max(0, entry.packetsLost ?? 0);
      } else if (entry.type === 'candidate-pair' && entry.nominated === true && entry.state === 'succeeded') {
        rttMs = Math.max(rttMs, (entry.currentRoundTripTime ?? 0) * MS_PER_SECOND);
      }
    });
    const newReceived = received - this.lastCounts.received;
    const newLost = lost - this.lastCounts.lost;
    this.lastCounts = { received, lost };
    const lossRatio = newReceived + newLost > 0 ? newLost / (newReceived + newLost) : 0;
    // Nothing at all arrived since the last poll: the picture and sound stand still.
    const quality: MediaQuality = newReceived + newLost === 0 && received > 0 ? 'frozen' : lossRatio > CALL_POOR_LOSS_RATIO || rttMs > CALL_POOR_RTT_MS ? 'poor' : 'good';
    if (quality !== this.quality$.value) this.quality$.next(quality);
  }

  negotiate(): Promise<void> {
    return this.offer(false);
  }

  receiveSignal(data: unknown): void {
    const negotiation = negotiationOf(data);
    if (negotiation === null || this.closed) return;
    void this.apply(negotiation).catch(() => {
      // A message for an older negotiation (after an ICE restart) is harmless to drop.
    });
  }

  private async apply(negotiation: Negotiation): Promise<void> {
    if (negotiation.kind === 'candidate') {
      if (this.peer.remoteDescription === null) this.waitingCandidates.push(negotiation.candidate);
      else await this.peer.addIceCandidate(negotiation.candidate);
      return;
    }
    const { description } = negotiation;
    if (description.type === 'offer') await this.ready;
    await this.peer.setRemoteDescription(description);
    for (const candidate of this.waitingCandidates.splice(0)) await this.peer.addIceCandidate(candidate);
    if (description.type === 'offer') {
      const answer = await this.peer.createAnswer();
      await this.peer.setLocalDescription(answer);
      this.options.sendSignal({ kind: 'description', description: { type: answer.type, sdp: answer.sdp ?? '' } } satisfies Negotiation);
    }
  }

  setMicrophone(on: boolean): void {
    this.local$.value?.getAudioTracks().forEach((track) => (track.enabled = on));
  }

  setCamera(on: boolean): void {
    this.local$.value?.getVideoTracks().forEach((track) => (track.enabled = on));
  }

  async switchCamera(): Promise<void> {
    const local = this.local$.value;
    const current = local?.getVideoTracks()[0];
    if (local === null || current === undefined) return;
    this.facing = this.facing === 'user' ? 'environment' : 'user';
    try {
      const fresh = await navigator.mediaDevices.getUserMedia({ video: { facingMode: this.facing } });
      const track = fresh.getVideoTracks()[0];
      if (track === undefined) return;
      await this.peer.getSenders().find((sender) => sender.track === current)?.replaceTrack(track);
      current.stop();
      this.local$.next(new MediaStream([...local.getAudioTracks(), track]));
    } catch (error) {
      this.error$.next(mediaErrorOf(error));
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.statsTimer);
    this.local$.value?.getTracks().forEach((track) => track.stop());
    this.peer.close();
    this.phase$.next('closed');
  }
}

/** The browser's MediaPort. */
export const webRtcMedia: MediaPort = {
  open: (options) => new WebRtcCall(options),
};
