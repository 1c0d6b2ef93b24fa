import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMessages, mergeIntoLog, mergeMessages } from './merge-messages';
import type { MessageIdentity } from './message';

type M = MessageIdentity & { mtime: number; body: string };

/**
 * A consistent world: each message has one server form, and may also exist as the local
 * copy its sender made before the server answered (same client id, no id, an earlier time).
 */
const world = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 25 }).chain((ids) =>
  fc.tuple(
    fc.constant(ids),
    fc.array(fc.integer({ min: 0, max: 4 }), { minLength: ids.length, maxLength: ids.length }),
    fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
  ),
).map(([ids, mtimes, echoes]) => {
  const serverCopies: M[] = ids.map((id, i) => ({ id, mtime: mtimes[i] as number, body: `m${id}`, ...(echoes[i] ? { client_msg_id: `c${id}` } : {}) }));
  const localCopies: M[] = serverCopies.filter((m) => m.client_msg_id !== undefined).map((m) => ({ id: null, client_msg_id: m.client_msg_id as string, mtime: Math.max(0, m.mtime - 1), body: m.body }));
  return { serverCopies, localCopies };
});

const pick = <T>(items: readonly T[]) => fc.subarray([...items]).chain((s) => fc.shuffledSubarray(s, { minLength: s.length, maxLength: s.length }));

describe('merge properties', () => {
  it('is idempotent: merging the same page again changes nothing', () => {
    fc.assert(fc.property(world.chain((w) => fc.tuple(pick(w.localCopies), pick(w.serverCopies))), ([local, page]) => {
      const once = mergeMessages(local, page);
      expect(mergeMessages(once, page)).toEqual(once);
    }));
  });
  it('gives the same list whatever order the pages arrive in', () => {
    fc.assert(fc.property(world.chain((w) => fc.tuple(pick([...w.localCopies, ...w.serverCopies]), pick(w.serverCopies), pick(w.serverCopies))), ([local, a, b]) => {
      expect(mergeMessages(mergeMessages(local, a), b)).toEqual(mergeMessages(mergeMessages(local, b), a));
    }));
  });
  it('never loses a message and never holds two copies of one', () => {
    fc.assert(fc.property(world.chain((w) => fc.tuple(pick([...w.localCopies, ...w.serverCopies]), pick(w.serverCopies))), ([local, page]) => {
      const merged = mergeMessages(local, page);
      const bodies = merged.map((m) => m.body);
      expect(new Set(bodies).size).toBe(bodies.length);
      expect(new Set(bodies)).toEqual(new Set([...local, ...page].map((m) => m.body)));
      for (const m of [...local, ...page]) if (m.id !== null) expect(merged.some((x) => x.id === m.id)).toBe(true);
    }));
  });
  it('returns the list sorted by (mtime, id)', () => {
    fc.assert(fc.property(world.chain((w) => fc.tuple(pick(w.localCopies), pick(w.serverCopies))), ([local, page]) => {
      const merged = mergeMessages(local, page);
      for (let i = 1; i < merged.length; i += 1) expect(compareMessages(merged[i - 1] as M, merged[i] as M)).toBeLessThan(0);
    }));
  });
});

describe('merging into a log that is already merged', () => {
  const logAndPage = world.chain((w) => fc.tuple(pick([...w.localCopies, ...w.serverCopies]), pick([...w.localCopies, ...w.serverCopies]), pick(w.serverCopies)));
  it('gives what a full merge gives, whatever the page', () => {
    fc.assert(fc.property(logAndPage, ([held, first, page]) => {
      const log = mergeMessages(held, first);
      expect(mergeIntoLog(log, page)).toEqual(mergeMessages(log, page));
    }));
  });
  it('gives the log itself back when the page holds only copies it already has unchanged', () => {
    fc.assert(fc.property(logAndPage, ([held, first]) => {
      const log = mergeMessages(held, first);
      const repeats = log.filter((message) => message.id !== null).map((message) => ({ ...message }));
      expect(mergeIntoLog(log, repeats)).toBe(log);
    }));
  });
  it('appends a new message that sorts after the last one', () => {
    fc.assert(fc.property(logAndPage, ([held, first]) => {
      const log = mergeMessages(held, first);
      const newest: M = { id: 1_000, mtime: (log.at(-1)?.mtime ?? 0) + 1, body: 'new' };
      expect(mergeIntoLog(log, [newest])).toEqual([...log, newest]);
    }));
  });
});

