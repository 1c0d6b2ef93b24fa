import type { Observable } from 'rxjs';
import type { IceServer } from '../contracts/call/ice-server';
import type { CallType } from '../../domain/calls';

/**
 * Where the media of one call stands: getting the camera and microphone, negotiating,
 * flowing, reconnecting after a network change (ICE restart), or gone for good.
 */
/**
 * How the connected media is doing by its stats: 'poor' when packets are lost or slow,
 * 'frozen' when none arrive at all (the views show a hint only then; fair billing reports it).
 */
export type MediaQuality = 'good' | 'poor' | 'frozen';

export type MediaPhase = 'acquiring' | 'negotiating' | 'connected' | 'reconnecting' | 'failed' | 'closed';

/** Why the camera or microphone could not be used; the views map each code to a text. */
export type MediaErrorCode = 'MEDIA.PERMISSION_DENIED' | 'MEDIA.NO_DEVICE' | 'MEDIA.DEVICE_BUSY' | 'MEDIA.UNSUPPORTED';

/**
 * An opaque stream the views attach to a `<video>` element (a MediaStream in the
 * browser); the application never looks inside it.
 */
export type MediaStreamHandle = object;

export interface CallMediaOptions {
  readonly callType: CallType;
  /** The caller makes the offer once the callee has answered; the callee answers it. */
  readonly role: 'caller' | 'callee';
  readonly iceServers: readonly IceServer[];
  /** Hands a WebRTC negotiation message (SDP or candidate) to the relay (realtime type 3). */
  readonly sendSignal: (data: unknown) => void;
}

/** One call's peer connection and local devices. */
export interface CallMediaSession {
  readonly phase$: Observable<MediaPhase>;
  readonly error$: Observable<MediaErrorCode | null>;
  readonly local$: Observable<MediaStreamHandle | null>;
  readonly remote$: Observable<MediaStreamHandle | null>;
  readonly quality$: Observable<MediaQuality>;
  /** The caller's cue: the callee picked up, make the offer. */
  negotiate(): Promise<void>;
  /** A negotiation message the other party relayed. */
  receiveSignal(data: unknown): void;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  switchCamera(): Promise<void>;
  /** Stops the devices and the peer connection; idempotent. */
  close(): void;
}

/** Opens the media of a call: asks for the devices at once (the local preview). */
export interface MediaPort {
  open(options: CallMediaOptions): CallMediaSession;
}
