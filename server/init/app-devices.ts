import { createHash } from 'node:crypto';
import type { Generated, Kysely } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** app_devices (migration 0200): each device's last /app/open flags and whether it is in front. */
export interface AppDevicesTable {
  uid: number;
  device_key: string;
  user_agent: Generated<string>;
  secret: Generated<string>;
  proxy: Generated<boolean>;
  vpn: Generated<boolean>;
  simulator: Generated<boolean>;
  operator: Generated<string>;
  foreground: Generated<boolean>;
  open_count: Generated<number>;
  opened_at: EpochMs | null;
  closed_at: EpochMs | null;
}

type Db = Kysely<Database & { app_devices: AppDevicesTable }>;

const UA_KEY_HEX = 16;

/** The device id a client sent, else a stable stand-in from its user agent. */
export function deviceKeyOf(deviceId: string | undefined, userAgent: string): string {
  return deviceId ?? `ua:${createHash('sha256').update(userAgent).digest('hex').slice(0, UA_KEY_HEX)}`;
}

export interface AppOpenFacts {
  readonly uid: number;
  readonly deviceKey: string;
  readonly userAgent: string;
  readonly secret: string;
  readonly proxy: boolean;
  readonly vpn: boolean;
  readonly simulator: boolean;
  readonly operator: string;
  readonly now: number;
}

function devices(db: Kysely<Database>): Db {
  return db.withTables<{ app_devices: AppDevicesTable }>();
}

/** Records a foregrounding: the device's flags replace the previous ones; the user was seen now. */
export async function recordAppOpen(db: Kysely<Database>, facts: AppOpenFacts): Promise<void> {
  const values = {
    user_agent: facts.userAgent,
    secret: facts.secret,
    proxy: facts.proxy,
    vpn: facts.vpn,
    simulator: facts.simulator,
    operator: facts.operator,
    foreground: true,
    opened_at: facts.now,
  };
  await db.transaction().execute(async (trx) => {
    await devices(trx)
      .insertInto('app_devices')
      .values({ uid: facts.uid, device_key: facts.deviceKey, open_count: 1, ...values })
      .onConflict((conflict) => conflict.columns(['uid', 'device_key']).doUpdateSet((eb) => ({ ...values, open_count: eb('app_devices.open_count', '+', 1) })))
      .execute();
    await trx.updateTable('users').set({ last_seen_at: facts.now }).where('uid', '=', facts.uid).execute();
  });
}

/** Records a backgrounding of the device. */
export async function recordAppClose(db: Kysely<Database>, uid: number, deviceKey: string, userAgent: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await devices(trx)
      .insertInto('app_devices')
      .values({ uid, device_key: deviceKey, user_agent: userAgent, foreground: false, closed_at: now, opened_at: null })
      .onConflict((conflict) => conflict.columns(['uid', 'device_key']).doUpdateSet({ foreground: false, closed_at: now }))
      .execute();
    await trx.updateTable('users').set({ last_seen_at: now }).where('uid', '=', uid).execute();
  });
}

/** One device's record (for tests and support tools). */
export async function findAppDevice(db: Kysely<Database>, uid: number, deviceKey: string) {
  return devices(db).selectFrom('app_devices').selectAll().where('uid', '=', uid).where('device_key', '=', deviceKey).executeTakeFirst();
}
