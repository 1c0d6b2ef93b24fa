import { describe, expect, it } from 'vitest';
import { ManualTime } from '../calls/manual-time.js';
import { createInMemoryPresenceStore, PRESENCE_GRACE_MS } from './in-memory-presence-store.js';

function storeWithLog() {
  const time = new ManualTime(0);
  const store = createInMemoryPresenceStore({ clock: time, scheduler: time });
  const changes: [number, boolean][] = [];
  store.onChange((uid, connected) => changes.push([uid, connected]));
  return { time, store, changes };
}

describe('in-memory presence', () => {
  it('announces a user online on their first connection and offline only after the grace period', async () => {
    const { time, store, changes } = storeWithLog();
    store.connected(7);
    expect(changes).toEqual([[7, true]]);
    store.disconnected(7);
    await time.advanceBy(PRESENCE_GRACE_MS - 1);
    expect(await store.isConnected(7)).toBe(true);
    await time.advanceBy(1);
    expect(await store.isConnected(7)).toBe(false);
    expect(changes).toEqual([[7, true], [7, false]]);
  });

  it('says nothing when a user reconnects within the grace period', async () => {
    const { time, store, changes } = storeWithLog();
    store.connected(7);
    store.disconnected(7);
    await time.advanceBy(PRESENCE_GRACE_MS / 2);
    store.connected(7);
    await time.advanceBy(PRESENCE_GRACE_MS * 2);
    expect(changes).toEqual([[7, true]]);
    expect(await store.isConnected(7)).toBe(true);
  });

  it('keeps a user with two connections online until both close', async () => {
    const { time, store, changes } = storeWithLog();
    store.connected(7);
    store.connected(7);
    store.disconnected(7);
    await time.advanceBy(PRESENCE_GRACE_MS * 2);
    expect(await store.connectedAmong([7, 8])).toEqual(new Set([7]));
    store.disconnected(7);
    await time.advanceBy(PRESENCE_GRACE_MS);
    expect(changes).toEqual([[7, true], [7, false]]);
  });
});
