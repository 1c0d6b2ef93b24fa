import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { REALTIME_CONNECTION_STATE as STATE } from '../../domain/session';
import type { CredentialsReason, DeviceCheckOutcome, RealtimeConnectionState, RealtimeMessage } from '../../application/ports/realtime.port';
import { fakeConnect, type FakeMqttClient } from './fake-mqtt-client';
import { MqttRealtime } from './mqtt-realtime';
import { DEVICE_CHECK_MIN_INTERVAL_MS } from '../../domain/session/device-check';
import { RECONNECT_DELAYS_MS, RECONNECT_MAX_ATTEMPTS } from '../../domain/session/reconnect';

const CREDENTIALS = { url: 'ws://broker/mqtt', clientId: 'g1_device', username: '1', password: 'token' };

interface Harness {
  realtime: MqttRealtime;
  clients: FakeMqttClient[];
  states: RealtimeConnectionState[];
  messages: RealtimeMessage[];
  reconnects: number;
  reasons: CredentialsReason[];
  deviceChecks: number;
  clock: { now: number };
  visible: { value: boolean };
  deviceAnswer: { value: () => Promise<DeviceCheckOutcome> };
}

function harness(): Harness {
  const { connect, clients } = fakeConnect();
  const clock = { now: 1_000_000 };
  const visible = { value: false };
  const deviceAnswer = { value: (): Promise<DeviceCheckOutcome> => Promise.resolve('reconnect') };
  const h: Harness = {
    realtime: new MqttRealtime({
      connect,
      now: () => clock.now,
      isVisible: () => visible.value,
      checkDevice: () => {
        h.deviceChecks += 1;
        return deviceAnswer.value();
      },
    }),
    clients, states: [], messages: [], reconnects: 0, reasons: [], deviceChecks: 0, clock, visible, deviceAnswer,
  };
  h.realtime.state$.subscribe((state) => h.states.push(state));
  h.realtime.messages$.subscribe((message) => h.messages.push(message));
  h.realtime.reconnected$.subscribe(() => (h.reconnects += 1));
  return h;
}

function start(h: Harness): void {
  h.realtime.start(async (reason) => {
    h.reasons.push(reason);
    return CREDENTIALS;
  });
}

/** The connection the adapter opened most recently. */
function latest(h: Harness): FakeMqttClient {
  const client = h.clients.at(-1);
  if (client === undefined) throw new Error('no connection was opened');
  return client;
}

/** Lets the adapter's promise chains (credentials, connect, subscribe) settle. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

async function connected(h: Harness): Promise<FakeMqttClient> {
  start(h);
  await settle();
  latest(h).acceptConnection();
  await settle();
  return latest(h);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MqttRealtime connection', () => {
  it('goes from not started to connected and reads the user namespace', async () => {
    const h = harness();
    const client = await connected(h);
    expect(h.states).toEqual([STATE.notStarted, STATE.connected]);
    expect(client.subscribed).toEqual([['u/1/in']]);
    expect(h.reasons).toEqual(['connect']);
  });

  it('passes on { type } payloads and ignores bad JSON and other shapes', async () => {
    const h = harness();
    const client = await connected(h);
    client.deliver('{"type":1,"text":"hi"}');
    client.deliver('{not json');
    client.deliver('[1,2]');
    client.deliver('{"text":"no type"}');
    client.deliver('"type"');
    expect(h.messages).toEqual([{ type: REALTIME_MESSAGE_TYPE.chat, text: 'hi' }]);
  });

  it('ignores a second start while started', async () => {
    const h = harness();
    await connected(h);
    start(h);
    await settle();
    expect(h.clients).toHaveLength(1);
  });
});

describe('MqttRealtime reconnection', () => {
  it('waits 1 s, 3 s, then 5 s between attempts and gives up after the last one', async () => {
    const h = harness();
    const first = await connected(h);
    first.drop();
    await settle();
    expect(h.states.at(-1)).toBe(STATE.reconnecting);

    for (let attempt = 1; attempt <= RECONNECT_MAX_ATTEMPTS; attempt += 1) {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length) - 1] ?? 0;
      const opened = h.clients.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(h.clients).toHaveLength(opened);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.clients).toHaveLength(opened + 1);
      latest(h).drop();
      await settle();
    }
    expect(h.states.at(-1)).toBe(STATE.disconnected);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.clients).toHaveLength(1 + RECONNECT_MAX_ATTEMPTS);
  });

  it('signals a reconnect (for the gap fill) after each reconnect but not after the first connect', async () => {
    const h = harness();
    const first = await connected(h);
    expect(h.reconnects).toBe(0);
    first.drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    latest(h).acceptConnection();
    await settle();
    expect(h.reconnects).toBe(1);
    expect(h.states.slice(-2)).toEqual([STATE.reconnecting, STATE.connected]);
    expect(h.reasons).toEqual(['connect', 'reconnect']);
  });

  it('starts the attempt count over after a successful reconnect', async () => {
    const h = harness();
    await connected(h);
    for (let round = 0; round < RECONNECT_MAX_ATTEMPTS + 2; round += 1) {
      latest(h).drop();
      await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
      expect(h.clients).toHaveLength(round + 2);
      latest(h).acceptConnection();
      await settle();
      expect(h.states.at(-1)).toBe(STATE.connected);
    }
  });

  it('asks for fresh credentials after the broker refused the last ones', async () => {
    const h = harness();
    start(h);
    await settle();
    latest(h).refuseConnection(5);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(h.reasons).toEqual(['connect', 'rejected']);
  });

  it('tries again at once when asked after giving up', async () => {
    const h = harness();
    await connected(h);
    latest(h).drop();
    for (let attempt = 1; attempt <= RECONNECT_MAX_ATTEMPTS; attempt += 1) {
      await vi.advanceTimersByTimeAsync(5_000);
      latest(h).drop();
      await settle();
    }
    expect(h.states.at(-1)).toBe(STATE.disconnected);
    const opened = h.clients.length;
    h.realtime.reconnectNow();
    await settle();
    latest(h).acceptConnection();
    await settle();
    expect(h.clients).toHaveLength(opened + 1);
    expect(h.states.at(-1)).toBe(STATE.connected);
  });

  it('resubscribes joined rooms after a reconnect and forgets rooms it was refused', async () => {
    const h = harness();
    await connected(h);
    expect(await h.realtime.joinRoom('9')).toEqual({ ok: true });
    expect(await h.realtime.joinRoom('10')).toEqual({ ok: true });
    latest(h).drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    latest(h).grant = (filter) => (filter === 'room/10/#' ? 128 : 1);
    latest(h).acceptConnection();
    await settle();
    expect(latest(h).subscribed).toEqual([['u/1/in', 'room/9/#', 'room/10/#']]);
    latest(h).drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    latest(h).acceptConnection();
    await settle();
    expect(latest(h).subscribed).toEqual([['u/1/in', 'room/9/#']]);
  });
});

describe('MqttRealtime device check', () => {
  it('checks the device on a disconnect while visible, then not again within 120 s', async () => {
    const h = harness();
    h.visible.value = true;
    await connected(h);
    latest(h).drop();
    await settle();
    expect(h.deviceChecks).toBe(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    latest(h).acceptConnection();
    await settle();

    h.clock.now += DEVICE_CHECK_MIN_INTERVAL_MS;
    latest(h).drop();
    await settle();
    expect(h.deviceChecks).toBe(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    latest(h).acceptConnection();
    await settle();

    h.clock.now += 1;
    latest(h).drop();
    await settle();
    expect(h.deviceChecks).toBe(2);
  });

  it('does not check the device while the app is hidden', async () => {
    const h = harness();
    await connected(h);
    latest(h).drop();
    await settle();
    expect(h.deviceChecks).toBe(0);
  });

  it('stops reconnecting when the device check says log out', async () => {
    const h = harness();
    h.visible.value = true;
    h.deviceAnswer.value = () => Promise.resolve('logout');
    await connected(h);
    latest(h).drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.clients).toHaveLength(1);
    expect(h.states.at(-1)).toBe(STATE.disconnected);
  });

  it('reconnects when the device check itself fails', async () => {
    const h = harness();
    h.visible.value = true;
    h.deviceAnswer.value = () => Promise.reject(new Error('network'));
    await connected(h);
    latest(h).drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(h.clients).toHaveLength(2);
  });
});

describe('MqttRealtime publishing and stopping', () => {
  it("publishes to the user's own outbox while connected and reports offline otherwise", async () => {
    const h = harness();
    expect(await h.realtime.publish({ type: REALTIME_MESSAGE_TYPE.callSignal })).toEqual({ ok: false, error: { code: 'REALTIME.OFFLINE' } });
    const client = await connected(h);
    expect(await h.realtime.publish({ type: REALTIME_MESSAGE_TYPE.callSignal, sdp: 'x' })).toEqual({ ok: true });
    expect(client.published).toEqual([{ topic: 'u/1/out', message: '{"type":3,"sdp":"x"}' }]);
  });

  it('drops its subscription, closes and never reconnects after stop', async () => {
    const h = harness();
    const client = await connected(h);
    await h.realtime.stop();
    expect(client.unsubscribed).toEqual(['u/1/in']);
    expect(client.ended).toBe(true);
    expect(h.states.at(-1)).toBe(STATE.disconnected);
    client.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.clients).toHaveLength(1);
  });
});
