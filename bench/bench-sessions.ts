/**
 * Bench only: USERS users and a live sign-in session each, written straight into the
 * database in two statements, and broker credentials minted with the node's own key —
 * the same password /profile/init would hand out, without 10,000 sign-ins over HTTP
 * (which would measure the sign-in path, not the broker). Never used by the server.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema.js';
import { HmacBrokerCredentials, type IssuedBrokerCredentials } from '../server/realtime/credentials.js';
import { loadBrokerSecret } from '../server/realtime/secret.js';

/** Past the bench: the sessions outlive it (their broker passwords expire on their own). */
const SESSION_EXPIRES_AT = Date.UTC(2100, 0, 1);
const BENCH_DEVICE = 'bench';

export interface BenchLogin extends IssuedBrokerCredentials {
  readonly uid: number;
}

/** Users `1..count` with one live session each, and the broker login of each session. */
export async function mintBenchLogins(db: Kysely<Database>, dataDir: string, count: number): Promise<BenchLogin[]> {
  await sql`insert into users (uid, created_at, updated_at) select g, 0, 0 from generate_series(1, ${count}::int) g on conflict (uid) do nothing`.execute(db);
  const rows = await sql<{ id: string | number; uid: string | number }>`
    insert into sessions (uid, device_id, token_hash, app_cre, expires_at, created_at, last_used_at)
    select g, ${BENCH_DEVICE}, md5(random()::text || g), md5(random()::text || g), ${SESSION_EXPIRES_AT}, 0, 0
    from generate_series(1, ${count}::int) g
    returning id, uid`.execute(db);
  const credentials = new HmacBrokerCredentials(loadBrokerSecret(dataDir), { now: () => Date.now() });
  return rows.rows.map((row) => ({ uid: Number(row.uid), ...credentials.issue(String(row.uid), BENCH_DEVICE, Number(row.id)) }));
}
