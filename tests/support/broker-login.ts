import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../../server/api/session-store.js';
import type { Database } from '../../server/db/schema.js';
import type { IssuedBrokerCredentials } from '../../server/realtime/credentials.js';

/** Past any test clock: the session outlives the test (its passwords still expire on their own). */
const TEST_SESSION_EXPIRES_AT = Date.UTC(2100, 0, 1);
const TEST_TOKEN_BYTES = 32;

/**
 * A live sign-in session row for `uid` on `device`, as /login/handle leaves one (the user
 * row too, when the test made the uid up). Broker passwords are only issued bound to one.
 */
export async function createTestSession(db: Kysely<Database>, uid: number, device: string): Promise<number> {
  await sql`insert into users (uid, created_at, updated_at) values (${uid}, 0, 0) on conflict (uid) do nothing`.execute(db);
  return insertSessionRow(db, uid, device);
}

/**
 * For an InMemorySessionStore: the sign-in row of a session whose user exists (none for a
 * uid the test made up, which /profile/init then refuses as before), so init binds its
 * broker password to a session the broker finds live.
 */
export function sessionRowsIn(db: Kysely<Database>, device = 'web'): (session: Session) => Promise<number | undefined> {
  return async (session) => {
    const user = await db.selectFrom('users').select('uid').where('uid', '=', session.uid).executeTakeFirst();
    return user === undefined ? undefined : insertSessionRow(db, session.uid, device);
  };
}

async function insertSessionRow(db: Kysely<Database>, uid: number, device: string): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      uid,
      device_id: device,
      token_hash: randomBytes(TEST_TOKEN_BYTES).toString('hex'),
      app_cre: randomBytes(TEST_TOKEN_BYTES).toString('hex'),
      expires_at: TEST_SESSION_EXPIRES_AT,
      created_at: 0,
      last_used_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Broker credentials for `uid` as /profile/init hands them out: bound to a live sign-in session in the app's database. */
export async function brokerLoginFor(app: FastifyInstance, db: Kysely<Database>, uid: number | string, device = 'web'): Promise<IssuedBrokerCredentials> {
  const session = await createTestSession(db, Number(uid), device);
  return app.realtime.credentials.issue(String(uid), device, session);
}
