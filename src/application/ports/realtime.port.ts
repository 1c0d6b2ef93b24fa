import type { Observable } from 'rxjs';
import type { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { actionAfterDeviceCheck, RealtimeConnectionState } from '../../domain/session';

export type { RealtimeConnectionState };

export type RealtimeMessageType = (typeof REALTIME_MESSAGE_TYPE)[keyof typeof REALTIME_MESSAGE_TYPE];

/** A payload of the channel. Fields beyond `type` are validated by whoever handles that type. */
export interface RealtimeMessage {
  readonly type: number;
  readonly [field: string]: unknown;
}

/** `/profile/init` socket_info, with the broker address resolved to a ws(s) URL. */
export interface RealtimeCredentials {
  readonly url: string;
  readonly clientId: string;
  /** The uid: the adapter reads the user's inbox `u/<username>/in`. */
  readonly username: string;
  readonly password: string;
}

/**
 * Why credentials are asked for: the first connection, a reconnect, or a reconnect after
 * the broker refused the last ones (the password expired: fetch fresh socket_info).
 */
export type CredentialsReason = 'connect' | 'reconnect' | 'rejected';
export type CredentialsSource = (reason: CredentialsReason) => Promise<RealtimeCredentials>;

/** What the device check (called on a disconnect, at most every 120 s) decided. */
export type DeviceCheckOutcome = ReturnType<typeof actionAfterDeviceCheck>;

export type RealtimeFailure = { readonly ok: false; readonly error: { readonly code: 'REALTIME.OFFLINE' | 'REALTIME.REFUSED' } };
export type RealtimeOutcome = { readonly ok: true } | RealtimeFailure;

/**
 * The realtime channel (MQTT over WebSocket). Delivery is at least once and may have gaps
 * while disconnected: after every `reconnected$` the application runs the `/msg/sync` gap
 * fill, which is the source of truth.
 */
export interface RealtimePort {
  /** 0 not started, 1 connected, 2 reconnecting, 3 disconnected (000 §4). Replayed; starts at 0. */
  readonly state$: Observable<RealtimeConnectionState>;
  /** Every `{ type, ... }` payload received; anything else is dropped. */
  readonly messages$: Observable<RealtimeMessage>;
  /** Fires after each successful reconnect (not after the first connect). */
  readonly reconnected$: Observable<void>;
  /** Connects and keeps reconnecting by the reconnect policy. A second call while started is ignored. */
  start(credentials: CredentialsSource): void;
  /** After giving up, or when the app comes back to the foreground: try again now from attempt one. */
  reconnectNow(): void;
  /** Logout: closes the connection and stops reconnecting (state 3, or 0 if it never started). */
  stop(): Promise<void>;
  /** Publishes to the user's own outbox (`u/<uid>/out`). */
  publish(message: RealtimeMessage): Promise<RealtimeOutcome>;
  /** Reads a room's topics (the server must have admitted the user first). Kept across reconnects. */
  joinRoom(roomId: string): Promise<RealtimeOutcome>;
  leaveRoom(roomId: string): Promise<void>;
}
