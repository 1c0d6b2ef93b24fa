import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { MQTT_QOS } from '../../domain/constants';
import {
  actionOnDisconnect,
  nextRealtimeConnectionState,
  nextReconnectDelay,
  REALTIME_CONNECTION_STATE,
  type RealtimeConnectionEvent,
  type RealtimeConnectionState,
} from '../../domain/session';
import type {
  CredentialsReason,
  CredentialsSource,
  DeviceCheckOutcome,
  RealtimeMessage,
  RealtimeOutcome,
  RealtimePort,
} from '../../application/ports/realtime.port';
import { connectWithMqttJs, type MqttClientLike, type MqttConnect, type MqttError } from './mqtt-connect';
import { parseRealtimeMessage } from './parse-realtime-message';
import { roomFilter, userFilter, userOutboxTopic } from './realtime-topics';

/** CONNACK codes meaning "these credentials are no good": ask for fresh ones. */
const CREDENTIAL_REFUSALS: ReadonlySet<number | string> = new Set([4, 5]);
const REFUSED_QOS = 128;
const OFFLINE: RealtimeOutcome = { ok: false, error: { code: 'REALTIME.OFFLINE' } };
const REFUSED: RealtimeOutcome = { ok: false, error: { code: 'REALTIME.REFUSED' } };
const OK: RealtimeOutcome = { ok: true };

export interface MqttRealtimeOptions {
  /** Whether the app is in the foreground (document visibility, or the shell's). */
  readonly isVisible: () => boolean;
  /** The device check call; a failure is treated as "reconnect" (the spec only logs it). */
  readonly checkDevice: () => Promise<DeviceCheckOutcome>;
  readonly now: () => number;
  /** How to open one connection; mqtt.js (lazily loaded) unless a test passes a fake. */
  readonly connect?: MqttConnect;
}

/**
 * RealtimePort over mqtt.js. It owns reconnection: mqtt.js's own is off so that the
 * domain rules decide (src/domain/session: the 1 s, 3 s, 5 s… policy that gives up after
 * 7 attempts, the device check on disconnect, the 0–3 state machine). Every connection attempt gets a generation number; events from a
 * connection that has since been replaced are ignored.
 */
export class MqttRealtime implements RealtimePort {
  private readonly state = new BehaviorSubject<RealtimeConnectionState>(REALTIME_CONNECTION_STATE.notStarted);
  private readonly messages = new Subject<RealtimeMessage>();
  private readonly reconnects = new Subject<void>();
  readonly state$: Observable<RealtimeConnectionState> = this.state.asObservable();
  readonly messages$: Observable<RealtimeMessage> = this.messages.asObservable();
  readonly reconnected$: Observable<void> = this.reconnects.asObservable();

  private readonly connect: MqttConnect;
  private source: CredentialsSource | undefined;
  private client: MqttClientLike | undefined;
  private uid: string | undefined;
  private generation = 0;
  private attempt = 0;
  private everConnected = false;
  private credentialsRejected = false;
  private lastDeviceCheckAt: number | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly rooms = new Set<string>();

  constructor(private readonly options: MqttRealtimeOptions) {
    this.connect = options.connect ?? connectWithMqttJs;
  }

  start(credentials: CredentialsSource): void {
    if (this.source !== undefined) return;
    this.source = credentials;
    void this.open('connect');
  }

  reconnectNow(): void {
    if (this.source === undefined || this.state.value === REALTIME_CONNECTION_STATE.connected) return;
    this.attempt = 0;
    void this.open(this.credentialsRejected ? 'rejected' : 'reconnect');
  }

  async stop(): Promise<void> {
    const client = this.client;
    const uid = this.uid;
    const wasConnected = this.state.value === REALTIME_CONNECTION_STATE.connected;
    this.source = undefined;
    this.client = undefined; // closed gracefully below rather than cut by discard()
    this.uid = undefined;
    this.discard();
    this.rooms.clear();
    this.attempt = 0;
    this.everConnected = false;
    this.lastDeviceCheckAt = null;
    this.transition('stopped');
    if (client === undefined) return;
    silence(client);
    if (!wasConnected || uid === undefined) return void client.end(true);
    // Dropping the subscription ends the persistent session's queue: no messages pile up
    // on the broker for a device that logged out.
    await client.unsubscribeAsync(userFilter(uid)).catch(() => undefined);
    await new Promise<void>((resolve) => client.end(false, () => resolve()));
  }

  publish(message: RealtimeMessage): Promise<RealtimeOutcome> {
    return this.uid === undefined ? Promise.resolve(OFFLINE) : this.send(userOutboxTopic(this.uid), message);
  }

  async joinRoom(roomId: string): Promise<RealtimeOutcome> {
    const client = this.connectedClient();
    if (client === undefined) return OFFLINE;
    const [granted] = await grantedQos(client, [roomFilter(roomId)]);
    if (granted === undefined) return OFFLINE;
    if (granted === REFUSED_QOS) return REFUSED;
    this.rooms.add(roomId);
    return OK;
  }

  async leaveRoom(roomId: string): Promise<void> {
    this.rooms.delete(roomId);
    await this.connectedClient()?.unsubscribeAsync(roomFilter(roomId)).catch(() => undefined);
  }

  private async open(reason: CredentialsReason): Promise<void> {
    this.discard();
    const generation = this.generation;
    const source = this.source;
    if (source === undefined) return;
    try {
      const credentials = await source(reason);
      if (generation !== this.generation) return;
      const client = await this.connect(credentials);
      if (generation !== this.generation) {
        client.end(true);
        return;
      }
      this.client = client;
      this.uid = credentials.username;
      client.on('connect', () => void this.onConnected(client, generation));
      client.on('message', (_topic, payload) => this.onPayload(payload));
      client.on('error', (error) => this.onError(error));
      client.on('close', () => void this.onLost(generation));
    } catch {
      // No credentials or no library: counts as a failed attempt like a refused socket.
      await this.onLost(generation);
    }
  }

  /** CONNACK received: subscribe, then report connected (so "connected" means "receiving"). */
  private async onConnected(client: MqttClientLike, generation: number): Promise<void> {
    if (generation !== this.generation || this.uid === undefined) return;
    const isReconnect = this.everConnected;
    this.everConnected = true;
    this.attempt = 0;
    this.credentialsRejected = false;
    const rooms = [...this.rooms];
    const granted = await grantedQos(client, [userFilter(this.uid), ...rooms.map(roomFilter)]);
    if (generation !== this.generation) return;
    // A room the server no longer admits us to is forgotten.
    rooms.forEach((roomId, index) => granted[index + 1] === REFUSED_QOS && this.rooms.delete(roomId));
    this.transition('connected');
    if (isReconnect) this.reconnects.next();
  }

  private onPayload(payload: Uint8Array): void {
    const message = parseRealtimeMessage(payload);
    if (message !== undefined) this.messages.next(message);
  }

  private onError(error: MqttError): void {
    if (error.code !== undefined && CREDENTIAL_REFUSALS.has(error.code)) this.credentialsRejected = true;
  }

  /** The connection is gone (or never came): device check when due, then the next attempt or give up. */
  private async onLost(generation: number): Promise<void> {
    if (generation !== this.generation || this.source === undefined) return;
    this.discard();
    const lost = this.generation;
    this.transition('connectionLost');
    const now = this.options.now();
    if (actionOnDisconnect({ visible: this.options.isVisible(), lastDeviceCheckAt: this.lastDeviceCheckAt, now }) === 'checkDevice') {
      this.lastDeviceCheckAt = now;
      const outcome = await this.options.checkDevice().catch((): DeviceCheckOutcome => 'reconnect');
      if (lost !== this.generation || this.source === undefined) return;
      // The application logs out (and calls stop()); until then nothing reconnects.
      if (outcome === 'logout') return this.transition('reconnectGaveUp');
    }
    this.attempt += 1;
    const delay = nextReconnectDelay(this.attempt);
    if (delay === null) return this.transition('reconnectGaveUp');
    this.retryTimer = setTimeout(() => void this.open(this.credentialsRejected ? 'rejected' : 'reconnect'), delay);
  }

  private transition(event: RealtimeConnectionEvent): void {
    const next = nextRealtimeConnectionState(this.state.value, event);
    if (next !== this.state.value) this.state.next(next);
  }

  /** Forgets the current connection and any pending retry; their late events are ignored. */
  private discard(): void {
    this.generation += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const client = this.client;
    this.client = undefined;
    if (client === undefined) return;
    silence(client);
    client.end(true);
  }

  private connectedClient(): MqttClientLike | undefined {
    return this.state.value === REALTIME_CONNECTION_STATE.connected ? this.client : undefined;
  }

  private async send(topic: string, message: RealtimeMessage): Promise<RealtimeOutcome> {
    const client = this.connectedClient();
    if (client === undefined) return OFFLINE;
    return client.publishAsync(topic, JSON.stringify(message), { qos: MQTT_QOS }).then(() => OK, () => OFFLINE);
  }
}

/** Detaches the adapter from a connection it is done with; its late errors are expected. */
function silence(client: MqttClientLike): void {
  client.removeAllListeners();
  client.on('error', () => undefined);
}

/** QoS granted per filter (128 = refused); empty when the request itself failed. */
async function grantedQos(client: MqttClientLike, filters: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters, { qos: MQTT_QOS })).map((grant) => grant.qos);
  } catch (error) {
    // mqtt.js rejects when any filter was refused; the SUBACK still says which.
    const granted = (error as { packet?: { granted?: ReadonlyArray<number | { qos: number }> } }).packet?.granted;
    return granted?.map((grant) => (typeof grant === 'number' ? grant : grant.qos)) ?? [];
  }
}
