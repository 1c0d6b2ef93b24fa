import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Session, SessionStore } from '../api/session-store.js';
import type { Database } from '../db/schema.js';
import { createCachedSessionStore, sessionWritesWatch } from './cached-session-store.js';

const KEEP_MS = 1_000;

/** The sessions table as a map the test revokes from, counting the reads. */
function table() {
  const live = new Map<string, Session>([['tok', { token: 'tok', uid: 7, appCre: 'k', expiresAt: Number.MAX_SAFE_INTEGER, id: 1 }]]);
  let reads = 0;
  const store: SessionStore = {
    async find(token) {
      reads += 1;
      return live.get(token) ?? null;
    },
  };
  return { live, store, reads: () => reads };
}

/** A Kysely handle that runs nothing (DummyDriver) but passes every statement through the plugins. */
const dummyDb = () =>
  new Kysely<Database>({ dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() } });

describe('the cached session store (issue #17: no session read per request)', () => {
  it('answers a found session from memory until it is kept KEEP_MS, then asks again', async () => {
    let now = 0;
    const sessions = table();
    const cached = createCachedSessionStore(sessions.store, KEEP_MS, () => now);
    await cached.find('tok');
    await cached.find('tok');
    expect(sessions.reads()).toBe(1);
    now = KEEP_MS;
    sessions.live.clear();
    expect(await cached.find('tok')).toBeNull();
    expect(sessions.reads()).toBe(2);
  });

  it('never keeps an unknown token: a sign-in on another node works at once', async () => {
    const sessions = table();
    const cached = createCachedSessionStore(sessions.store, KEEP_MS, () => 0);
    expect(await cached.find('new')).toBeNull();
    sessions.live.set('new', { token: 'new', uid: 8, appCre: 'k', expiresAt: 1, id: 2 });
    expect((await cached.find('new'))?.uid).toBe(8);
  });

  it('drops everything when this process updates or deletes a sessions row (logout, ban, reset), and not for other tables', async () => {
    const sessions = table();
    const cached = createCachedSessionStore(sessions.store, KEEP_MS, () => 0);
    const db = dummyDb().withPlugin(sessionWritesWatch(() => cached.forgetAll()));
    await cached.find('tok');
    await db.updateTable('users').set({ nickname: 'x' }).where('uid', '=', 7).execute();
    await db.selectFrom('sessions').select('id').execute();
    await cached.find('tok');
    expect(sessions.reads()).toBe(1);

    sessions.live.clear();
    await db.transaction().execute((trx) => trx.updateTable('sessions as s').set({ revoked_at: 1 }).where('s.uid', '=', 7).execute());
    expect(await cached.find('tok')).toBeNull();
    sessions.live.set('tok', { token: 'tok', uid: 7, appCre: 'k', expiresAt: 1, id: 1 });
    await cached.find('tok');
    await db.deleteFrom('sessions').where('id', '=', 1).execute();
    sessions.live.clear();
    expect(await cached.find('tok')).toBeNull();
  });
});
