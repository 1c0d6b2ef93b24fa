import { BehaviorSubject } from 'rxjs';
import type { CallMediaOptions, CallMediaSession, MediaErrorCode, MediaPhase, MediaPort, MediaQuality, MediaStreamHandle } from '../../src/application/ports/media.port.js';
import type { LiveHostMedia, LiveMediaPhase, LiveMediaPort, LiveMediaSession } from '../../src/application/ports/live-media.port.js';

/** What one side relays to the other through the server (realtime type 3): an offer, then the answer. */
const SIM_OFFER = { sim: 'offer' };
const SIM_ANSWER = { sim: 'answer' };
const isSimSignal = (data: unknown, kind: 'offer' | 'answer'): boolean => typeof data === 'object' && data !== null && (data as { sim?: unknown }).sim === kind;

/**
 * A call's media without camera or WebRTC (the issue: "media optional"): the negotiation
 * still goes through the server's signal relay — the caller's offer to the callee, the
 * callee's answer back — and each side is 'connected' once its half of that exchange
 * arrived, so /call/connect (where billing starts) is reached exactly as a browser reaches
 * it, only with no picture.
 */
export const signallingOnlyMedia: MediaPort = {
  open(options: CallMediaOptions): CallMediaSession {
    const phase$ = new BehaviorSubject<MediaPhase>('negotiating');
    const connect = () => phase$.getValue() === 'negotiating' && phase$.next('connected');
    return {
      phase$,
      error$: new BehaviorSubject<MediaErrorCode | null>(null),
      local$: new BehaviorSubject<MediaStreamHandle | null>(null),
      remote$: new BehaviorSubject<MediaStreamHandle | null>(null),
      quality$: new BehaviorSubject<MediaQuality>('good'),
      async negotiate() {
        if (options.role === 'caller') options.sendSignal(SIM_OFFER);
      },
      receiveSignal(data) {
        if (options.role === 'callee' && isSimSignal(data, 'offer')) {
          options.sendSignal(SIM_ANSWER);
          connect();
        } else if (options.role === 'caller' && isSimSignal(data, 'answer')) connect();
      },
      setMicrophone: () => undefined,
      setCamera: () => undefined,
      switchCamera: async () => undefined,
      close: () => phase$.next('closed'),
    };
  },
};

function noLiveMedia(): LiveMediaSession {
  return {
    phase$: new BehaviorSubject<LiveMediaPhase>('closed'),
    error$: new BehaviorSubject<MediaErrorCode | null>(null),
    stream$: new BehaviorSubject<MediaStreamHandle | null>(null),
    close: () => undefined,
  };
}

/**
 * A live room without a picture: the room, its chat, gifts and viewers go through the
 * server as in the browser; no stream is published or watched (the SFU is not loaded by
 * the simulator). The cover is empty, as a camera that gave no frame yet.
 */
export const noLiveVideo: LiveMediaPort = {
  preview: (): LiveHostMedia => ({ ...noLiveMedia(), start: () => undefined, snapshot: () => '' }),
  watch: () => noLiveMedia(),
};
