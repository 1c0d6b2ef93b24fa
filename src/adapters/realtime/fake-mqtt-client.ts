import type { RealtimeCredentials } from '../../application/ports/realtime.port';
import type { MqttClientLike, MqttConnect, MqttError } from './mqtt-connect';

type Listener = (...args: never[]) => void;

/** A scripted broker connection for adapter tests: the test plays the broker's part. */
export class FakeMqttClient implements MqttClientLike {
  readonly subscribed: string[][] = [];
  readonly unsubscribed: string[] = [];
  readonly published: Array<{ topic: string; message: string }> = [];
  ended = false;
  /** QoS the fake broker grants a filter; 128 refuses it. */
  grant: (filter: string) => number = () => 1;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly credentials: RealtimeCredentials) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  async subscribeAsync(topics: string[]): Promise<ReadonlyArray<{ qos: number }>> {
    this.subscribed.push(topics);
    const granted = topics.map((topic) => ({ topic, qos: this.grant(topic) }));
    if (granted.some((grant) => grant.qos === 128)) {
      // mqtt.js rejects when a filter is refused, with the SUBACK attached.
      throw Object.assign(new Error('Subscribe error'), { packet: { granted: granted.map((grant) => grant.qos) } });
    }
    return granted;
  }

  async unsubscribeAsync(topic: string): Promise<void> {
    this.unsubscribed.push(topic);
  }

  async publishAsync(topic: string, message: string): Promise<void> {
    this.published.push({ topic, message });
  }

  end(_force?: boolean, callback?: () => void): this {
    this.ended = true;
    callback?.();
    return this;
  }

  // The broker's side.
  acceptConnection(): void {
    this.emit('connect');
  }

  refuseConnection(code: number): void {
    this.emit('error', Object.assign(new Error('Connection refused'), { code }) as MqttError);
    this.emit('close');
  }

  deliver(payload: string): void {
    this.emit('message', 'u/1/in', new TextEncoder().encode(payload));
  }

  drop(): void {
    this.emit('close');
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

/** A connect function that records every connection it opens. */
export function fakeConnect(): { connect: MqttConnect; clients: FakeMqttClient[] } {
  const clients: FakeMqttClient[] = [];
  return {
    clients,
    connect: async (credentials) => {
      const client = new FakeMqttClient(credentials);
      clients.push(client);
      return client;
    },
  };
}
