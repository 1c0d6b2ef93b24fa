import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { InMemorySessionStore } from '../../server/api/in-memory-session-store.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { AppOverrides, Clock } from '../../server/context.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../server/db/schema.js';
import { createCallbackDispatcher } from '../../src/application/callbacks/dispatch-callbacks.js';
import { createSessionEvents, type SessionEvent } from '../../src/application/session-events.js';
import { cryptoJsCodec } from '../../src/adapters/http/crypto-js-codec.js';
import { SignedHttpClient } from '../../src/adapters/http/signed-http-client.js';
import { signIn } from './request-layer-harness.js';
import { sessionRowsIn } from './broker-login.js';

const DAY_MS = 86_400_000;

/** A clock a test moves by hand. */
export class ManualClock implements Clock {
  constructor(private time: number) {}
  now(): number {
    return this.time;
  }
  set(time: number): void {
    this.time = time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * The whole server in process (in-memory PGlite the test can reach, in-memory sessions,
 * DATA_DIR in a temporary folder), listening on loopback so the browser's own request
 * client (crypto-js codec over fetch) talks to it.
 */
export interface LifecycleServer {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly sessions: InMemorySessionStore;
  readonly baseUrl: string;
  readonly dataDir: string;
  /** A new user row (defaults for everything not given), returning its uid. */
  newUser(values?: Partial<Insertable<UsersTable>>): Promise<number>;
  /** The browser client signed in as `uid`, with the session events it emitted. */
  clientFor(uid: number | null): { readonly client: SignedHttpClient; readonly events: SessionEvent[] };
  close(): Promise<void>;
}

export async function startLifecycleServer(options: { readonly clock?: Clock; readonly env?: Record<string, string>; readonly overrides?: AppOverrides } = {}): Promise<LifecycleServer> {
  const clock = options.clock ?? { now: () => Date.now() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-lifecycle-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const sessions = new InMemorySessionStore(sessionRowsIn(database.db));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', DEMO_HOSTS: '0', ...options.env });
  const app = await buildApp(config, { clock, database, sessions, ...options.overrides });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    app,
    database,
    sessions,
    baseUrl,
    dataDir,
    async newUser(values = {}) {
      const now = clock.now();
      const row = await database.db
        .insertInto('users')
        .values({ nickname: 'player', created_at: now, updated_at: now, ...values })
        .returning('uid')
        .executeTakeFirstOrThrow();
      return row.uid;
    },
    clientFor(uid) {
      // Sessions live on the real clock: the request window is checked against the app clock separately.
      const session = uid === null ? null : signIn(sessions, uid, clock.now() + DAY_MS);
      const sessionEvents = createSessionEvents();
      const events: SessionEvent[] = [];
      sessionEvents.events$.subscribe((event) => events.push(event));
      const client = new SignedHttpClient({
        baseUrl,
        codec: cryptoJsCodec,
        credentials: () => (session === null ? null : { token: session.token, appCre: session.appCre }),
        userAgent: () => 'Glint/1.4.0 (web; lifecycle tests)',
        sessionEvents,
        callbacks: createCallbackDispatcher(),
        now: () => clock.now(),
      });
      return { client, events };
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
