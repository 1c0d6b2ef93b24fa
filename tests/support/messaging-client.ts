import { randomUUID } from 'node:crypto';
import { filter } from 'rxjs';
import { MqttRealtime } from '../../src/adapters/realtime/mqtt-realtime.js';
import { connectWithMqttJs, type MqttClientLike } from '../../src/adapters/realtime/mqtt-connect.js';
import { InMemoryStorage } from '../../src/adapters/storage/in-memory-storage.js';
import { FetchUpload } from '../../src/adapters/upload/fetch-upload.js';
import { createUserMessagingWithSync } from '../../src/application/messages/user-messaging.js';
import type { MessagingCore } from '../../src/application/messages/create-messaging-services.js';
import type { HttpPort } from '../../src/application/ports/http.port.js';
import type { RealtimePort } from '../../src/application/ports/realtime.port.js';
import type { StoragePort } from '../../src/application/ports/storage.port.js';
import { REALTIME_CONNECTION_STATE } from '../../src/domain/session/index.js';
import type { MessagingServer, TestUser } from './messaging-harness.js';
import { brokerLoginFor } from './broker-login.js';

/** Where a client connects: a base URL and the broker login a device of `uid` gets (init socket_info). */
export interface MessagingTarget {
  readonly baseUrl: string;
  brokerLogin(uid: number, device: string): Promise<{ readonly client_id: string; readonly username: string; readonly password: string }>;
}

/** The in-process server as a target (broker credentials bound to a sign-in session, as /profile/init issues them). */
export function inProcessTarget(env: MessagingServer): MessagingTarget {
  return {
    baseUrl: env.server.baseUrl,
    brokerLogin: (uid, device) => brokerLoginFor(env.server.app, env.server.database.db, uid, device),
  };
}

/** One device of a test user running the client's messaging core: MQTT realtime, gap fill, outbox, stores. */
export interface MessagingClient {
  readonly core: MessagingCore;
  readonly storage: StoragePort;
  /** The device's realtime channel (benches measure a bare round trip through it). */
  readonly realtime: RealtimePort;
  /** Runs the /msg/sync gap fill now. */
  sync(): Promise<void>;
  /** Network: while offline every call fails with API.NETWORK before it leaves (or, with `loseAnswers`, after the server handled it). */
  setOffline(offline: boolean, options?: { readonly loseAnswers?: boolean }): void;
  /** Drops the realtime socket without a goodbye, as a lost network does. */
  cutRealtime(): void;
  /** Waits until the channel is connected. */
  connected(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The client's messaging composed in Node the way the browser root composes it
 * (src/application/messages/messages.module.ts): the signed request client of the test user, mqtt.js
 * over ws with broker credentials from the server, AES-less in-memory storage (or one given,
 * to play a reload), the /msg/sync gap fill on every connect.
 */
export function startMessagingClient(server: MessagingServer | MessagingTarget, user: TestUser, options: { readonly storage?: StoragePort; readonly device?: string } = {}): MessagingClient {
  const target = 'brokerLogin' in server ? server : inProcessTarget(server);
  const storage = options.storage ?? new InMemoryStorage();
  let offline = false;
  let loseAnswers = false;
  const http: HttpPort = {
    async request(contract, payload) {
      if (offline && !loseAnswers) return { ok: false, error: { code: 'API.NETWORK', msg: 'offline (test)' } };
      const answer = await user.http.request(contract, payload);
      return offline ? { ok: false, error: { code: 'API.NETWORK', msg: 'answer lost (test)' } } : answer;
    },
  };
  let socket: MqttClientLike | undefined;
  const wsUrl = `${target.baseUrl.replace(/^http/, 'ws')}/mqtt`;
  const realtime = new MqttRealtime({
    now: () => Date.now(),
    isVisible: () => true,
    checkDevice: async () => 'reconnect',
    connect: async (credentials) => (socket = await connectWithMqttJs(credentials)),
  });
  const online$ = realtime.state$.pipe(filter((state) => state === REALTIME_CONNECTION_STATE.connected));
  const messaging = createUserMessagingWithSync(
    {
      http,
      upload: new FetchUpload({ baseUrl: target.baseUrl }),
      storage,
      realtime$: realtime.messages$,
      online$,
      signedIn: true,
      hasRecharged: () => false,
      language: () => 'es',
      now: () => Date.now(),
      schedule: (task, ms) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      },
      newClientMsgId: () => randomUUID(),
      presence: { seen: () => undefined },
    },
    user.uid,
  );
  realtime.start(async () => {
    const login = await target.brokerLogin(user.uid, options.device ?? 'node');
    return { url: wsUrl, clientId: login.client_id, username: login.username, password: login.password };
  });
  let state: number = REALTIME_CONNECTION_STATE.notStarted;
  realtime.state$.subscribe((next) => (state = next));
  return {
    core: messaging.core,
    storage,
    realtime,
    sync: () => messaging.sync(),
    setOffline(next, more = {}) {
      offline = next;
      loseAnswers = more.loseAnswers ?? false;
    },
    cutRealtime() {
      const stream = (socket as (MqttClientLike & { readonly stream?: { destroy(): void } }) | undefined)?.stream;
      stream?.destroy();
    },
    async connected(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (state !== REALTIME_CONNECTION_STATE.connected) {
        if (Date.now() > deadline) throw new Error('realtime did not connect');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      messaging.dispose();
      await realtime.stop();
    },
  };
}
