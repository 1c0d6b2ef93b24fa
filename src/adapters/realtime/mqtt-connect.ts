import { HEARTBEAT_MS, MQTT_QOS, MS_PER_SECOND } from '../../domain/constants';
import type { RealtimeCredentials } from '../../application/ports/realtime.port';

export const NETWORK_TIMEOUT_MS = 60_000;
/** MQTT 3.1.1: the embedded broker (Aedes) speaks no MQTT 5. */
export const MQTT_PROTOCOL_VERSION = 4;

/** A CONNACK refusal as mqtt.js reports it: `code` is the MQTT return code. */
export type MqttError = Error & { readonly code?: number | string };

/** The part of mqtt.js's MqttClient the adapter uses (a fake implements it in tests). */
export interface MqttClientLike {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): unknown;
  on(event: 'error', listener: (error: MqttError) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  removeAllListeners(): unknown;
  /** Rejects when the broker refuses a filter (granted 128); the error carries the SUBACK. */
  subscribeAsync(topics: string[], options: { qos: typeof MQTT_QOS }): Promise<ReadonlyArray<{ readonly qos: number }>>;
  unsubscribeAsync(topic: string): Promise<unknown>;
  publishAsync(topic: string, message: string, options: { qos: typeof MQTT_QOS }): Promise<unknown>;
  end(force?: boolean, callback?: () => void): unknown;
}

/** Opens one connection; the adapter drives reconnection itself. */
export type MqttConnect = (credentials: RealtimeCredentials) => Promise<MqttClientLike>;

/**
 * mqtt.js, imported on first use so its ~100 KB stay out of the first load. One
 * connection per call: no built-in reconnect (reconnectPeriod 0), a persistent session
 * under the stable client id, the spec's 30 s heartbeat as the keepalive.
 */
export const connectWithMqttJs: MqttConnect = async (credentials) => {
  // The browser build has only a default export; Node's has both: `default` works for each.
  const mqtt = (await import('mqtt')).default;
  return mqtt.connect(credentials.url, {
    protocolVersion: MQTT_PROTOCOL_VERSION,
    clientId: credentials.clientId,
    username: credentials.username,
    password: credentials.password,
    clean: false,
    keepalive: HEARTBEAT_MS / MS_PER_SECOND,
    reconnectPeriod: 0,
    connectTimeout: NETWORK_TIMEOUT_MS,
    resubscribe: false,
  });
};
