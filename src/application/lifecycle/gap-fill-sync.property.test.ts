import fc from 'fast-check';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { compareCursor } from '../../domain/messages';
import type { SyncMessage } from '../contracts/msg/sync-message';
import { createFakeSyncServer, syncMessage } from './fake-sync-server.test-kit';
import { createGapFillSync } from './gap-fill-sync';
import { readSyncCursor } from './sync-cursor-storage';

describe('gap-fill sync (properties)', () => {
  it('delivers every message exactly once in (mtime, id) order, whatever the page size, shared mtimes, arrivals and failures', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 7 }),
        // Batches arriving between runs: each message's mtime from a tiny range, so many share one.
        fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 12 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }),
        async (pageSize, batches, failures) => {
          const server = createFakeSyncServer(pageSize);
          const storage = new InMemoryStorage();
          const sync = createGapFillSync({ http: server.http, storage, uid: 1, reconnected$: NEVER });
          const received: SyncMessage[] = [];
          const all: SyncMessage[] = [];
          sync.messages$.subscribe((page) => received.push(...page));
          let nextId = 1;
          let clock = 0;
          for (const [round, batch] of batches.entries()) {
            clock += 10;
            // Each batch is later than the one before; inside a batch mtimes repeat and go out of id order.
            const arrived = batch.map((offset) => syncMessage(nextId++, clock + offset));
            all.push(...arrived);
            server.add(...arrived);
            server.failNext(failures[round] ?? 0);
            await sync.run();
          }
          // Whatever failed, runs until quiet deliver the rest.
          for (let i = 0; i < 10 && sync.state$.getValue().error !== null; i += 1) await sync.run();
          await sync.run();
          const ordered = [...all].sort(compareCursor);
          expect(received).toEqual(ordered);
          const newest = ordered.at(-1);
          expect(readSyncCursor(storage, 1)).toEqual(newest === undefined ? null : { mtime: newest.mtime, id: newest.id });
          // Acknowledgements only ever move forward.
          server.acks.forEach((ack, i) => i > 0 && expect(compareCursor(ack, server.acks[i - 1]!)).toBeGreaterThan(0));
        },
      ),
      { numRuns: 150 },
    );
  });
});
