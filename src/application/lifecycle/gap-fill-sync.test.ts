import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import type { SyncMessage } from '../contracts/msg/sync-message';
import { createFakeSyncServer, syncMessage } from './fake-sync-server.test-kit';
import { createGapFillSync, SYNC_MAX_PAGES_PER_RUN } from './gap-fill-sync';
import { readSyncCursor, SYNC_CURSOR_STORAGE_NAME } from './sync-cursor-storage';
import { settle } from './virtual-time.test-kit';

const UID = 7;

function setup(pageSize = 3, storage = new InMemoryStorage()) {
  const server = createFakeSyncServer(pageSize);
  const reconnected$ = new Subject<void>();
  const sync = createGapFillSync({ http: server.http, storage, uid: UID, reconnected$ });
  const received: SyncMessage[] = [];
  sync.messages$.subscribe((page) => received.push(...page));
  return { server, sync, storage, reconnected$, received, ids: () => received.map((m) => m.id) };
}

describe('gap-fill sync', () => {
  it('after a reconnect pages through everything, persists the cursor and acknowledges the last one once', async () => {
    const { server, reconnected$, storage, ids, sync } = setup(3);
    server.add(...[1, 2, 3, 4, 5, 6, 7].map((id) => syncMessage(id, 1_000)));
    reconnected$.next();
    await settle();
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(server.syncCalls()).toBe(3);
    expect(readSyncCursor(storage, UID)).toEqual({ mtime: 1_000, id: 7 });
    expect(server.acks).toEqual([{ mtime: 1_000, id: 7 }]);
    expect(sync.state$.getValue()).toEqual({ running: false, error: null, cursor: { mtime: 1_000, id: 7 } });
    expect(sync.account$.getValue()).toMatchObject({ user_info: { uid: 1 }, free_coins: 0 });
  });

  it('starts from the cursor this device stored, so a restart fetches only what is new', async () => {
    const storage = new InMemoryStorage();
    const first = setup(10, storage);
    first.server.add(syncMessage(1, 10), syncMessage(2, 20));
    await first.sync.run();
    const second = setup(10, storage);
    second.server.add(syncMessage(1, 10), syncMessage(2, 20), syncMessage(3, 20));
    await second.sync.run();
    expect(second.ids()).toEqual([3]);
    expect(second.server.sent[0]?.payload).toEqual({ last_sync_mtime: 20, last_sync_id: 2 });
  });

  it('keeps the pages it got when a run fails, and continues from there at the next reconnect', async () => {
    const { server, sync, reconnected$, ids } = setup(2);
    server.add(...[1, 2, 3, 4, 5].map((id) => syncMessage(id, id * 10)));
    await sync.run();
    server.add(syncMessage(6, 60), syncMessage(7, 60));
    server.failNext();
    await sync.run();
    expect(sync.state$.getValue().error?.code).toBe('API.NETWORK');
    reconnected$.next();
    await settle();
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sync.state$.getValue().error).toBeNull();
  });

  it('acknowledges nothing when nothing new arrived', async () => {
    const { server, sync } = setup();
    await sync.run();
    expect(server.acks).toEqual([]);
  });

  it('folds triggers that come while it runs into one more round', async () => {
    const { server, sync, reconnected$ } = setup(50);
    server.add(syncMessage(1, 1));
    const running = sync.run();
    reconnected$.next();
    reconnected$.next();
    void sync.run();
    await running;
    await settle();
    expect(server.syncCalls()).toBe(2);
  });

  it('stops a run after SYNC_MAX_PAGES_PER_RUN pages and goes on at the next one', async () => {
    const { server, sync, ids } = setup(1);
    server.add(...Array.from({ length: SYNC_MAX_PAGES_PER_RUN + 5 }, (_, i) => syncMessage(i + 1, 5)));
    await sync.run();
    expect(ids()).toHaveLength(SYNC_MAX_PAGES_PER_RUN);
    await sync.run();
    expect(ids()).toHaveLength(SYNC_MAX_PAGES_PER_RUN + 5);
  });

  it('starts from the beginning when the stored cursor is unreadable', async () => {
    const storage = new InMemoryStorage();
    storage.write(SYNC_CURSOR_STORAGE_NAME, { mtime: 'yesterday' }, UID);
    const { server, sync, ids } = setup(5, storage);
    server.add(syncMessage(1, 1));
    await sync.run();
    expect(server.sent[0]?.payload).toEqual({ last_sync_mtime: 0, last_sync_id: 0 });
    expect(ids()).toEqual([1]);
  });

  it('stops listening to reconnects once disposed', async () => {
    const { server, sync, reconnected$ } = setup();
    sync.dispose();
    reconnected$.next();
    await settle();
    expect(server.syncCalls()).toBe(0);
  });
});
