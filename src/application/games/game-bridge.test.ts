import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryGameWindow } from '../../adapters/games/in-memory-game-window';
import { GAME_CALL_TIMEOUT_MS, GAME_MESSAGE_RETRIES, GAME_MESSAGE_TICK_MS } from '../../domain/games/message-retry';
import { BRIDGE_CHANNEL, BRIDGE_VERSION } from './bridge-messages';
import { createGameBridge, type GameCallHandlers } from './game-bridge';

const ORIGIN = 'http://127.0.0.1:9155';
const frameWindow = { name: 'the game frame' };
const call = (method: string, params: unknown = {}, id = 'c1') => ({ channel: BRIDGE_CHANNEL, v: BRIDGE_VERSION, kind: 'call', id, method, params });

/** A manual clock for the bridge's timers. */
function manualTimers() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void; live: boolean }> = [];
  return {
    schedule(run: () => void, ms: number) {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.live && t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (next === undefined) break;
        now = next.at;
        next.live = false;
        next.run();
        await Promise.resolve();
      }
      now = until;
    },
  };
}

function setUp() {
  const window = new InMemoryGameWindow();
  const timers = manualTimers();
  const handlers = {
    getStatus: vi.fn(async () => ({ uid: 7, balance: 30, language: 'en' })),
    recharge: vi.fn(async () => ({})),
    pageClose: vi.fn(async () => ({})),
  } satisfies GameCallHandlers;
  let ids = 0;
  const bridge = createGameBridge({ window, frame: () => frameWindow, origin: ORIGIN, handlers, schedule: timers.schedule, newId: () => `id${++ids}` });
  return { window, timers, handlers, bridge };
}

describe('the game bridge', () => {
  it('answers a call from the game frame on its registered origin', async () => {
    const { window, handlers, bridge } = setUp();
    window.deliver({ origin: ORIGIN, source: frameWindow, data: call('getStatus') });
    await vi.waitFor(() => expect(window.posted).toHaveLength(1));
    expect(handlers.getStatus).toHaveBeenCalledOnce();
    expect(window.posted[0]).toEqual({ target: frameWindow, targetOrigin: ORIGIN, data: { channel: BRIDGE_CHANNEL, v: 1, kind: 'reply', id: 'c1', ok: true, result: { uid: 7, balance: 30, language: 'en' } } });
    expect(bridge.stats$.getValue()).toEqual({ handled: 1, ignored: 0, ready: true });
  });

  it('handles none of 100 crafted messages from another origin, a look-alike origin or another window, and counts each', () => {
    const { window, handlers, bridge } = setUp();
    const hostile = fc.record({
      origin: fc.constantFrom('http://localhost:9155', 'http://127.0.0.1:9150', 'http://127.0.0.1:91550', 'https://127.0.0.1:9155', 'http://127.0.0.1.evil.example:9155', 'null', ORIGIN),
      nested: fc.boolean(),
      method: fc.constantFrom('getStatus', 'recharge', 'pageClose'),
      params: fc.constantFrom({}, { coins: 50 }),
    }).filter((m) => m.origin !== ORIGIN || m.nested);
    const messages = fc.sample(hostile, 100);
    for (const [i, m] of messages.entries()) window.deliver({ origin: m.origin, source: m.nested ? { name: 'a nested frame' } : frameWindow, data: call(m.method, m.params, `h${i}`) });
    expect(bridge.stats$.getValue()).toEqual({ handled: 0, ignored: 100, ready: false });
    expect(window.posted).toEqual([]);
    expect(handlers.recharge).not.toHaveBeenCalled();
    expect(handlers.getStatus).not.toHaveBeenCalled();
  });

  it('ignores a message from the frame that fails its schema, and says "no handler" for an unknown method', async () => {
    const { window, handlers, bridge } = setUp();
    for (const data of [null, 'recharge', { ...call('recharge'), v: 2 }, { ...call('recharge'), channel: 'other' }, call('recharge', { coins: -5 }), call('recharge', { coins: 'all' })]) {
      window.deliver({ origin: ORIGIN, source: frameWindow, data });
    }
    window.deliver({ origin: ORIGIN, source: frameWindow, data: call('transfer', {}, 'x1') });
    expect(handlers.recharge).not.toHaveBeenCalled();
    expect(bridge.stats$.getValue()).toMatchObject({ handled: 0, ignored: 7 });
    expect(window.posted.map((p) => p.data)).toEqual([{ channel: BRIDGE_CHANNEL, v: 1, kind: 'reply', id: 'x1', ok: false, error: 'GAME.NO_HANDLER' }]);
  });

  it('waits for the game window on the 3 s tick and gives up after 3 retries', async () => {
    const { bridge, timers, window } = setUp();
    const result = bridge.rechargeSuccess({ success: true, newBalance: 100, orderId: 'o1', error: null });
    await timers.advance(GAME_MESSAGE_TICK_MS * GAME_MESSAGE_RETRIES);
    expect(await result).toEqual({ ok: false, error: { code: 'GAME.MAX_RETRIES' } });
    expect(window.posted).toEqual([]);
  });

  it('tells a ready game the payment result and times out after 5 s without an answer', async () => {
    const { bridge, timers, window } = setUp();
    window.deliver({ origin: ORIGIN, source: frameWindow, data: call('getStatus') });
    const answered = bridge.rechargeSuccess({ success: true, newBalance: 100, orderId: 'o1', error: null });
    const sent = window.posted.find((p) => (p.data as { kind: string }).kind === 'call')!.data as { id: string; params: unknown };
    expect(sent.params).toEqual({ success: true, newBalance: 100, orderId: 'o1', error: null });
    window.deliver({ origin: ORIGIN, source: frameWindow, data: { channel: BRIDGE_CHANNEL, v: 1, kind: 'reply', id: sent.id, ok: true, result: {} } });
    expect(await answered).toEqual({ ok: true });
    const unanswered = bridge.rechargeSuccess({ success: false, newBalance: null, orderId: null, error: 'failed' });
    await timers.advance(GAME_CALL_TIMEOUT_MS);
    expect(await unanswered).toEqual({ ok: false, error: { code: 'GAME.TIMEOUT' } });
  });

  it('stops hearing and answers "destroyed" once destroyed', async () => {
    const { bridge, window, handlers } = setUp();
    bridge.destroy();
    window.deliver({ origin: ORIGIN, source: frameWindow, data: call('recharge') });
    expect(handlers.recharge).not.toHaveBeenCalled();
    expect(await bridge.rechargeSuccess({ success: true, newBalance: 1, orderId: null, error: null })).toEqual({ ok: false, error: { code: 'GAME.DESTROYED' } });
  });
});
