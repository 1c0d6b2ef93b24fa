import type { LiveState } from '../live-state';
import type { MediaErrorCode, MediaStreamHandle } from './media.port';

/**
 * Where a live's media stands: getting the camera (host), negotiating with the SFU,
 * flowing, lost (the network dropped: the adapter tries again), or gone.
 */
export type LiveMediaPhase = 'acquiring' | 'negotiating' | 'flowing' | 'lost' | 'failed' | 'closed';

/**
 * The host's side: hands the local offer to the server (/live/publish) and answers the
 * SFU's SDP, or null when the server refused.
 */
export type LiveNegotiate = (offerSdp: string) => Promise<string | null>;

/**
 * A viewer's side, the other way round (Janus's videoroom lets only publishers offer): the
 * SFU's offer (/live/watch, null when refused), then the viewer's answer (/live/watch-answer,
 * false when refused).
 */
export interface LiveSubscribe {
  offer(): Promise<string | null>;
  answer(answerSdp: string): Promise<boolean>;
}

export interface LiveMediaSession {
  readonly phase$: LiveState<LiveMediaPhase>;
  readonly error$: LiveState<MediaErrorCode | null>;
  /** The host's own camera (host) or the host's stream from the SFU (viewer). */
  readonly stream$: LiveState<MediaStreamHandle | null>;
  /** Stops the devices and the peer connection; idempotent. */
  close(): void;
}

/**
 * A live room's media through the SFU (DESIGN.md "Media"): the host sends one stream to the
 * server whatever the audience, a viewer receives it from the server. One offer/answer
 * per connection (no trickle: each SDP carries its candidates); the host offers, the SFU
 * offers to a viewer. After a network drop the adapter negotiates again by itself.
 */
export interface LiveMediaPort {
  /** Opens the camera and microphone at once (the preview) and publishes once `start(negotiate)` is called. */
  preview(): LiveHostMedia;
  watch(subscribe: LiveSubscribe): LiveMediaSession;
}

export interface LiveHostMedia extends LiveMediaSession {
  /** Starts sending the camera to the SFU (after /live/start). */
  start(negotiate: LiveNegotiate): void;
  /** A small JPEG of the current picture as a data URL ('' when the camera gives none yet): the room's cover. */
  snapshot(): string;
}
