import type { Client } from 'aedes';
import { describe, expect, it } from 'vitest';
import { BrokerSessionWatch, type LiveSessions } from './broker-sessions.js';

/** A connection that only records whether the sweep closed it. */
function fakeClient(): Client & { closed: boolean } {
  const client = { closed: false, close: () => void (client.closed = true) };
  return client as unknown as Client & { closed: boolean };
}

/** Sessions whose answer the test releases by hand, with the ids it was asked about. */
function deferredSessions(live: ReadonlySet<number>): LiveSessions & { release(): void; asked: number[][] } {
  const waiting: (() => void)[] = [];
  const asked: number[][] = [];
  return {
    asked,
    liveOf: (ids) => {
      asked.push([...ids]);
      return new Promise((resolve) => waiting.push(() => resolve(live)));
    },
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('the broker session sweep', () => {
  it('closes the connections whose session ended and keeps the live ones', async () => {
    const sessions = deferredSessions(new Set([1]));
    const watch = new BrokerSessionWatch(sessions);
    const live = fakeClient();
    const ended = fakeClient();
    watch.track(live, 1);
    watch.track(ended, 2);
    const sweep = watch.sweep();
    sessions.release();
    expect(await sweep).toBe(1);
    expect([live.closed, ended.closed]).toEqual([false, true]);
  });

  it('leaves alone a connection that arrived while the answer was on its way', async () => {
    const sessions = deferredSessions(new Set([1]));
    const watch = new BrokerSessionWatch(sessions);
    watch.track(fakeClient(), 1);
    const sweep = watch.sweep();
    const newcomer = fakeClient();
    watch.track(newcomer, 3);
    sessions.release();
    expect(await sweep).toBe(0);
    expect(newcomer.closed).toBe(false);
    expect(sessions.asked).toEqual([[1]]);
  });
});
